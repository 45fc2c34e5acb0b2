"""The case model and case files (format ``dmlconf-case/1``, DESIGN.md).

A case is one operator desc, its input data, and what is expected: output values, or
"this desc is invalid" with the ids of the rules it breaks. Its id is a readable prefix
plus a hash of its content, so the same case has the same id on every machine.
"""

from __future__ import annotations

import copy
import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from ..errors import CaseFileError, DataError, SpecError
from ..spec import OperatorSpec, SpecSet, TensorDesc
from .tensor import to_array, to_json

FORMAT = "dmlconf-case/1"
KEYS = {"format", "id", "operator", "feature_level", "desc", "inputs", "expected", "expect", "violates",
        "observe", "provenance"}


@dataclass
class Case:
    operator: str
    feature_level: str
    desc: dict[str, Any]
    inputs: dict[str, Any] = field(default_factory=dict)  # tensor -> logical row-major values
    expected: dict[str, Any] | None = None  # tensor -> values; None: the reference computes them
    expect: str = "valid"  # "valid" | "invalid"
    violates: list[str] = field(default_factory=list)
    observe: list[str] = field(default_factory=list)  # unspecified ids this case probes
    provenance: dict[str, Any] = field(default_factory=dict)  # spec item, cite, generator, seed

    def content(self) -> dict[str, Any]:
        """What the case *is*: the fields its id hashes (an array by its digest)."""
        out = {"operator": self.operator, "feature_level": self.feature_level, "desc": self.desc}
        if self.expect == "invalid":
            out.update(expect="invalid", violates=sorted(self.violates))
        else:
            out.update(inputs=summarised(self.inputs), expected=summarised(self.expected))
        if self.observe:
            out["observe"] = sorted(self.observe)
        return out

    @property
    def id(self) -> str:
        blob = json.dumps(self.content(), sort_keys=True, separators=(",", ":"), allow_nan=False)
        digest = hashlib.sha256(blob.encode()).hexdigest()[:10]
        prefix = self.provenance.get("name") or "case"
        return f"{prefix}-{digest}"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"format": FORMAT, "id": self.id}
        out.update(self.content())
        if self.provenance:
            out["provenance"] = self.provenance
        return out


def array_digest(a: np.ndarray) -> dict[str, Any]:
    """An array too large for JSON, as what identifies it: type, shape and a SHA-256 of its
    row-major bytes (hashed in blocks: no copy of the whole array)."""
    h = hashlib.sha256()
    rows = a.reshape(a.shape[0], -1) if a.ndim > 1 else a.reshape(-1, 1)  # a view when contiguous
    block = max(1, (1 << 24) // max(1, rows[0].nbytes))
    for i in range(0, len(rows), block):
        h.update(np.ascontiguousarray(rows[i:i + block]).data)
    return {"dtype": a.dtype.str, "shape": list(a.shape), "sha256": h.hexdigest()}


def summarised(data: dict[str, Any] | None) -> dict[str, Any] | None:
    """Tensor values as JSON: lists as they are, arrays (large data, read from .npy) by digest."""
    if data is None:
        return None
    return {n: array_digest(v) if isinstance(v, np.ndarray) else v for n, v in data.items()}


# --------------------------------------------------------------------------- reading

def case_from_json(data: Any, specs: SpecSet, where: str = "case", base_dir: Path | None = None) -> Case:
    """Check a case-file object and build the Case; raises CaseFileError naming the field."""
    if not isinstance(data, dict):
        raise CaseFileError(f"{where}: a case must be a JSON object")
    if data.get("format") != FORMAT:
        raise CaseFileError(f"{where}: format: expected {FORMAT!r}, found {data.get('format')!r}")
    unknown = set(data) - KEYS
    if unknown:
        raise CaseFileError(f"{where}: unknown key(s) {sorted(unknown)}")
    try:
        op = specs.operator(str(data.get("operator")))
    except KeyError as exc:
        raise CaseFileError(f"{where}: operator: {exc.args[0]}") from None
    try:
        level = specs.level(str(data.get("feature_level", specs.highest_level.name)))
    except SpecError as exc:
        raise CaseFileError(f"{where}: feature_level: {exc}") from None
    desc = data.get("desc")
    if not isinstance(desc, dict):
        raise CaseFileError(f"{where}: desc: must be an object of struct fields")
    expect = data.get("expect", "valid")
    if expect not in ("valid", "invalid"):
        raise CaseFileError(f"{where}: expect: must be 'valid' or 'invalid', not {expect!r}")
    violates = data.get("violates", [])
    if not isinstance(violates, list) or not all(isinstance(v, str) for v in violates):
        raise CaseFileError(f"{where}: violates: must be a list of rule ids")
    case = Case(op.operator, level.name, desc, expect=expect, violates=violates,
                observe=list(data.get("observe", [])), provenance=dict(data.get("provenance", {})))
    if expect == "invalid":
        return case
    tensors = _tensor_descs(op, desc, specs, where)
    case.inputs = _data_section(data, "inputs", op, tensors, "input", where, base_dir, required=True)
    if "expected" in data and data["expected"] is not None:
        case.expected = _data_section(data, "expected", op, tensors, "output", where, base_dir, required=True)
    return case


def _tensor_descs(op: OperatorSpec, desc: dict, specs: SpecSet, where: str) -> dict[str, TensorDesc]:
    out = {}
    for f in op.tensor_fields:
        if desc.get(f.name) is None:
            continue
        try:
            out[f.name] = TensorDesc.from_json(desc[f.name], specs, f"{where}: desc.{f.name}")
        except DataError as exc:
            raise CaseFileError(str(exc)) from None
    return out


def _data_section(data: dict, key: str, op: OperatorSpec, tensors: dict[str, TensorDesc], role: str,
                  where: str, base_dir: Path | None, required: bool) -> dict[str, list]:
    section = data.get(key)
    if not isinstance(section, dict):
        raise CaseFileError(f"{where}: {key}: must be an object of tensor name -> values")
    out = {}
    for name, values in section.items():
        field_ = op.fields.get(name)
        if field_ is None or field_.kind != "tensor" or field_.role != role:
            raise CaseFileError(f"{where}: {key}.{name}: not an {role} tensor of {op.operator}")
        if name not in tensors:
            raise CaseFileError(f"{where}: {key}.{name}: the desc has no {name}")
        if isinstance(values, dict):
            values = _load_npy(values, base_dir, f"{where}: {key}.{name}")
        t = tensors[name]
        try:
            array = to_array(values, t.data_type, t.sizes, f"{where}: {key}.{name}")
        except DataError as exc:
            raise CaseFileError(str(exc)) from None
        out[name] = array if isinstance(values, np.ndarray) else to_json(array)  # .npy data stays an array
    wanted = [n for n, t in tensors.items() if op.fields[n].role == role]
    missing = [n for n in wanted if n not in out]
    if required and missing:
        raise CaseFileError(f"{where}: {key}: no values for {', '.join(missing)}")
    return out


def _load_npy(ref: dict, base_dir: Path | None, where: str) -> np.ndarray:
    """``{"npy": "relative/file.npy"}``: data beside the case file, never outside its folder."""
    if set(ref) != {"npy"} or not isinstance(ref["npy"], str):
        raise CaseFileError(f"{where}: expected a list of values or {{\"npy\": \"file.npy\"}}")
    if base_dir is None:
        raise CaseFileError(f"{where}: file references need a case file on disk")
    base = base_dir.resolve()
    path = (base / ref["npy"]).resolve()
    if not path.is_relative_to(base):
        raise CaseFileError(f"{where}: {ref['npy']!r} points outside the case file's folder")
    try:
        return np.load(path, allow_pickle=False)
    except (OSError, ValueError) as exc:
        raise CaseFileError(f"{where}: cannot read {ref['npy']!r}: {exc}") from None


def read_case_file(path: Path | str, specs: SpecSet) -> Case:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise CaseFileError(f"{path}: cannot read: {getattr(exc, 'strerror', None) or exc}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CaseFileError(f"{path}:{exc.lineno}:{exc.colno}: malformed JSON: {exc.msg}") from None
    return case_from_json(data, specs, str(path), path.parent)


def write_case_file(case: Case, path: Path | str) -> Path:
    """The case as JSON at ``path``; array data (large cases) in .npy files beside it."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    data = case.to_json()
    for key in ("inputs", "expected"):
        for name, values in (getattr(case, key) or {}).items():
            if isinstance(values, np.ndarray):
                npy = path.with_name(f"{path.stem}.{name}.npy")
                np.save(npy, values, allow_pickle=False)
                data[key][name] = {"npy": npy.name}
    path.write_text(json.dumps(data, indent=1, allow_nan=False) + "\n", encoding="utf-8")
    return path


def copy_case(case: Case, **changes: Any) -> Case:
    out = copy.deepcopy(case)
    for k, v in changes.items():
        setattr(out, k, v)
    return out
