"""Where code outside ``conformance/kinds/`` still dispatches on an operator's kind
(DESIGN.md, "Kinds: where the code of an operator lives"): a count per file and in total, the
ratchet tests/test_kind_dispatch.py holds.

    python -m benchmarks.kind_dispatch

Three things count, each found in the syntax tree:

- a comparison or membership test of ``semantics["reference"]``, ``semantics.get("reference")``
  or a name assigned from them against a string literal or a collection of them; or of a name
  called ``kind`` or ``..._kind`` (a parameter holding it) against a kind's name or a module's
  collection of kinds' names (``kind in BATCH_NORMALIZATION_KINDS``);
- a dict or set literal keyed by kinds' names;
- ``isinstance(plan, ...)``, a peer adapter choosing by the lowered plan's class.

The kinds' names are the ``semantics.reference`` values of spec/operators/*.yaml.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCANNED = ("conformance", "generators", "reports")
# the kinds' own modules, and the emitted tests
EXEMPT = ("conformance/kinds/", "conformance/generated/")
PLACES = ("comparison", "keyed literal", "isinstance(plan)")
KIND_NAME = re.compile(r"(^|_)kind$")


def kind_names(root: Path = ROOT) -> frozenset[str]:
    found = set()
    for path in (root / "spec" / "operators").glob("*.yaml"):
        found.update(re.findall(r"\breference:\s*([a-z][a-z0-9_]*)", path.read_text()))
    return frozenset(found)


def _strings(node: ast.AST) -> list[str] | None:
    """The strings of a string literal or of a tuple, list or set literal of them; else None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)) and node.elts and all(
            isinstance(e, ast.Constant) and isinstance(e.value, str) for e in node.elts):
        return [e.value for e in node.elts]
    return None


def _is_reference(node: ast.AST) -> bool:
    """``<x>.semantics["reference"]`` or ``<x>.semantics.get("reference"...)``."""
    if isinstance(node, ast.Subscript):
        key = node.slice
        return (isinstance(key, ast.Constant) and key.value == "reference"
                and isinstance(node.value, (ast.Attribute, ast.Name))
                and getattr(node.value, "attr", getattr(node.value, "id", None)) == "semantics")
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get":
        owner = node.func.value
        return (bool(node.args) and isinstance(node.args[0], ast.Constant) and node.args[0].value == "reference"
                and getattr(owner, "attr", getattr(owner, "id", None)) == "semantics")
    return False


def _name_of(node: ast.AST) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def _assigned(tree: ast.AST) -> list[tuple[str, ast.AST]]:
    """(name, value) of every simple assignment, a tuple unpacked element by element included."""
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    out.append((target.id, node.value))
                elif isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple) and \
                        len(target.elts) == len(node.value.elts):
                    out += [(t.id, v) for t, v in zip(target.elts, node.value.elts) if isinstance(t, ast.Name)]
        elif isinstance(node, ast.NamedExpr) and isinstance(node.target, ast.Name):
            out.append((node.target.id, node.value))
    return out


def kind_collections(trees: list[ast.AST], kinds: frozenset[str]) -> set[str]:
    """Names bound at a module's top to a tuple, list or set of strings among which is a kind's name."""
    names = set()
    for tree in trees:
        for node in tree.body:
            if isinstance(node, ast.Assign) and (found := _strings(node.value)) and kinds & set(found):
                names.update(t.id for t in node.targets if isinstance(t, ast.Name))
    return names


def places(tree: ast.AST, kinds: frozenset[str], collections: set[str]) -> Counter:
    """The places of one module that dispatch on a kind, by what they are (PLACES)."""
    holding = {name for name, value in _assigned(tree) if _is_reference(value)}
    found: Counter = Counter()
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare) and all(isinstance(o, (ast.Eq, ast.NotEq, ast.In, ast.NotIn))
                                                 for o in node.ops):
            sides = [node.left, *node.comparators]
            literal = [s for s in sides if _strings(s) is not None]
            held = any(_is_reference(s) or (isinstance(s, ast.Name) and s.id in holding) for s in sides)
            named = any(isinstance(s, ast.Name) and KIND_NAME.search(s.id) for s in sides)
            of_kinds = any(kinds & set(_strings(s)) for s in literal) or any(
                _name_of(s) in collections for s in sides)
            if (held and (literal or of_kinds)) or (named and of_kinds):
                found["comparison"] += 1
        elif isinstance(node, ast.Dict):
            if any(k is not None and _strings(k) and _strings(k)[0] in kinds for k in node.keys):
                found["keyed literal"] += 1
        elif isinstance(node, ast.Set):
            if kinds & set(_strings(node) or ()):
                found["keyed literal"] += 1
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "isinstance" \
                and node.args and _name_of(node.args[0]) == "plan":
            found["isinstance(plan)"] += 1
    return found


def count(root: Path = ROOT) -> dict[str, Counter]:
    """path (relative to ``root``) -> its places, for every scanned module that has one."""
    kinds = kind_names(root)
    paths = sorted(p for package in SCANNED for p in (root / package).rglob("*.py")
                   if not str(p.relative_to(root).as_posix()).startswith(EXEMPT))
    trees = {p: ast.parse(p.read_text(), str(p)) for p in paths}
    collections = kind_collections(list(trees.values()), kinds)
    out = {}
    for path, tree in trees.items():
        found = places(tree, kinds, collections)
        if found:
            out[path.relative_to(root).as_posix()] = found
    return out


def total(counts: dict[str, Counter]) -> int:
    return sum(sum(c.values()) for c in counts.values())


def main() -> int:
    counts = count()
    width = max((len(p) for p in counts), default=10)
    print(f"{'file':<{width}}  " + "  ".join(f"{p:>16}" for p in PLACES) + f"  {'all':>5}")
    for path, found in counts.items():
        print(f"{path:<{width}}  " + "  ".join(f"{found[p]:>16}" for p in PLACES) + f"  {sum(found.values()):>5}")
    print(f"total: {total(counts)} places dispatch on a kind outside conformance/kinds/ in {len(counts)} files")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
