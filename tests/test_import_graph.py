"""The house stays as built: imports follow the data downward (spec -> docs and cases -> kinds
-> backends -> run -> the command line), and no module imports itself back through others.

The graph is read from the source (every ``import`` and ``from ... import``, at the top of a
module or inside a function: a function-level import that hides a circle is still a circle).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("conformance", "generators", "reports")

# What each part may import besides itself (docs/design.md's data flow, docs/layout.md).
LAYERS = {
    "ground": set(),  # conformance (its __init__), conformance.errors, .files, .cachefile, .reference, .elementwise
    "spec": {"ground"},
    "docs": {"ground", "spec"},
    "cases": {"ground", "spec"},
    "kinds": {"ground", "spec", "cases"},  # an operator kind's oracle and judge, one module each
    "generators": {"ground", "spec", "cases", "kinds"},
    "backends": {"ground", "spec", "cases", "kinds"},
    "run": {"ground", "spec", "cases", "kinds", "backends", "generators"},
    "reports": {"ground", "spec", "cases", "generators", "run"},
    "top": {"ground", "spec", "docs", "cases", "kinds", "generators", "backends", "run", "reports"},
}


def part_of(module: str) -> str:
    """The layer of ``module``: a package of conformance is its own (spec, docs, cases, kinds,
    backends, run), its ground modules and the command line are named here."""
    names = module.split(".")
    if names[0] in ("generators", "reports"):
        return names[0]
    if len(names) == 1 or names[1] in ("errors", "files", "cachefile", "reference", "elementwise"):
        return "ground"
    if names[1] in ("cli", "__main__", "commands"):
        return "top"
    return names[1]


def modules(root: Path) -> dict[str, Path]:
    found = {}
    for package in PACKAGES:
        for path in (root / package).rglob("*.py"):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if "generated" in parts or "templates" in parts:
                continue
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join(parts)] = path
    return found


def imports(root: Path) -> dict[str, set[str]]:
    """module -> the project modules it imports (a name imported from a package that is itself a
    module counts as that module)."""
    known = modules(root)
    graph: dict[str, set[str]] = {m: set() for m in known}
    for module, path in known.items():
        package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            targets = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[:len(package.split(".")) - (node.level - 1)]
                    source = ".".join(base + ([node.module] if node.module else []))
                else:
                    source = node.module or ""
                targets = [f"{source}.{a.name}" if f"{source}.{a.name}" in known else source for a in node.names]
            for target in targets:
                while target and target not in known:
                    target = target.rpartition(".")[0]
                if target and target != module:
                    graph[module].add(target)
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def upward(graph: dict[str, set[str]]) -> list[str]:
    out = []
    for module, targets in sorted(graph.items()):
        mine = part_of(module)
        for target in sorted(targets):
            theirs = part_of(target)
            if theirs != mine and theirs not in LAYERS[mine]:
                out.append(f"{module} ({mine}) imports {target} ({theirs})")
    return out


def test_no_import_circle_anywhere():
    assert circles(imports(ROOT)) == []


def test_imports_only_go_down():
    assert upward(imports(ROOT)) == []


def test_every_part_of_conformance_is_a_known_layer():
    assert {part_of(m) for m in modules(ROOT)} <= set(LAYERS)


def test_each_package_says_what_it_holds_and_may_use():
    for package in ("spec", "docs", "cases", "kinds", "backends", "run"):
        doc = ast.get_docstring(ast.parse((ROOT / "conformance" / package / "__init__.py").read_text()))
        assert doc and "may use" in doc.lower(), package


def test_no_hand_written_module_is_much_above_600_lines():
    long = {str(p.relative_to(ROOT)): n for p in modules(ROOT).values()
            if (n := len(p.read_text().splitlines())) > 650}
    assert long == {}


def plant(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


def test_a_planted_circle_and_an_upward_import_are_found(tmp_path):
    plant(tmp_path, {
        "conformance/__init__.py": "",
        "conformance/errors.py": "",
        "conformance/spec/__init__.py": "",
        "conformance/spec/model.py": "from ..errors import x\n",
        # a circle hidden in a function, and the law reading the runner
        "conformance/spec/rules.py": "def f():\n    from .validator import v\n",
        "conformance/spec/validator.py": "from . import rules\nfrom ..run.runner import Runner\n",
        "conformance/run/__init__.py": "",
        "conformance/run/runner.py": "from ..spec import model\n",
        "generators/__init__.py": "",
        "reports/__init__.py": "",
    })
    graph = imports(tmp_path)
    assert circles(graph) == [["conformance.spec.rules", "conformance.spec.validator"]]
    assert upward(graph) == ["conformance.spec.validator (spec) imports conformance.run.runner (run)"]


def test_a_kind_reading_a_backend_is_an_upward_import(tmp_path):
    plant(tmp_path, {
        "conformance/__init__.py": "",
        "conformance/kinds/__init__.py": "from . import gemm\n",
        "conformance/kinds/gemm.py": "from ..backends.matrix import Gemm\n",
        "conformance/backends/__init__.py": "",
        "conformance/backends/matrix.py": "",
        "conformance/backends/reference.py": "from ..kinds import kind_of\n",
        "generators/__init__.py": "",
        "reports/__init__.py": "",
    })
    assert part_of("conformance.kinds.gemm") == "kinds"
    assert upward(imports(tmp_path)) == ["conformance.kinds.gemm (kinds) imports conformance.backends.matrix (backends)"]
