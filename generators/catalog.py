"""The operator catalog (docs/operators.md), generated from the specs like the emitted tests:
each operator, the level it arrived at, its data types, how its results are compared (and the
tolerance's source), which peers compute it, and DirectML's findings on it. ``python -m
generators`` writes it; ``--check`` fails when it is stale."""

from __future__ import annotations

import fnmatch
from pathlib import Path

import jinja2
import yaml

from conformance.spec import OperatorSpec, SpecSet

ROOT = Path(__file__).resolve().parent.parent
CATALOG = ROOT / "docs" / "operators.md"
PEER_TABLE = ROOT / "conformance" / "backends" / "peer_table.yaml"
EXPECTATIONS = {"directml:wine": ROOT / "tests" / "directml" / "directml-wine.expectations.yaml",
                "onnxruntime": ROOT / "tests" / "peers" / "onnxruntime.expectations.yaml",
                "onnx-reference": ROOT / "tests" / "peers" / "onnx-reference.expectations.yaml",
                "torch": ROOT / "tests" / "peers" / "torch.expectations.yaml",
                "jax": ROOT / "tests" / "peers" / "jax.expectations.yaml"}
PEERS = ("onnx", "torch", "jax")  # the CPU peers (cupy needs CUDA)


def _load(path: Path):
    return yaml.safe_load(path.read_text(encoding="utf-8")) if path.exists() else None


def _peers(op: OperatorSpec, table: dict | None) -> str:
    """The peers the table says compute the operator: its ``semantics.function``'s row of
    ``functions`` (an element-wise operator's), or its kind's (``semantics.reference``) row of
    ``kinds``, as the table's header says."""
    function = op.semantics.get("function")
    rows, key = ("functions", function) if function else ("kinds", op.semantics["reference"])
    row = ((table or {}).get(rows) or {}).get(key)
    if not row:
        return "none yet"
    have = [p for p in PEERS if isinstance(row.get(p), dict) and "lacks" not in row[p]]
    return ", ".join(have) or "none (declared lacks)"


def _data_types(op: OperatorSpec) -> str:
    newest = op.support_rows[0]
    seen: list[str] = []
    for t in newest.tensors.values():
        seen += [d for d in t.data_types if d not in seen]
    return ", ".join(seen)


def _comparison(op: OperatorSpec) -> str:
    if op.semantics["comparison"] != "tolerance":
        return op.semantics["comparison"]  # exact, or bits (data movement, bit for bit)
    parts = []
    for e in op.tolerances:
        unit = {"ulp": " ULP", "absolute": " absolute", "relative": " relative"}[e.metric]
        parts.append(f"{'/'.join(e.data_types)} {e.allowed.text}{unit}")
    source = (op.tolerances[0].cite or op.tolerances[0].rationale or "").split(" (")[0].split(";")[0]
    return "; ".join(parts) + (f" ({source})" if source else "")


def _findings(op: OperatorSpec, files: dict) -> list[str]:
    out = []
    for backend, data in files.items():
        for w in (data or {}).get("waive", []):
            patterns = [w["cases"]] if isinstance(w["cases"], str) else w["cases"]
            # a case id is the operator's short name, "-", the rest: the pattern's first part names it
            if any(fnmatch.fnmatchcase(op.short_name, p.split("-")[0]) for p in patterns):
                out.append(f"{backend}: {w['reason']}")
    return out


def render_catalog(specs: SpecSet) -> str:
    table = _load(PEER_TABLE)
    files = {b: _load(p) for b, p in EXPECTATIONS.items()}
    rows = []
    for op in sorted(specs.operators.values(), key=lambda o: o.short_name):
        rows.append({"op": op, "name": op.type.removeprefix("DML_OPERATOR_"), "file": Path(op.file).name,
                     "data_types": _data_types(op), "comparison": _comparison(op), "peers": _peers(op, table),
                     "findings": _findings(op, files), "unspecified": len(op.unspecified), "errata": len(op.errata)})
    env = jinja2.Environment(loader=jinja2.PackageLoader("generators", "templates"), autoescape=False,
                             undefined=jinja2.StrictUndefined, keep_trailing_newline=True)
    return env.get_template("operators.md.j2").render(rows=rows, count=len(rows),
                                                      with_findings=sum(1 for r in rows if r["findings"]))
