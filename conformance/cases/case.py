"""The case model and case files (format ``dmlconf-case/1``, docs/design.md).

A case is one operator desc, its input data, and what is expected: output values, or
"this desc is invalid" with the ids of the rules it breaks. Its id is a readable prefix
plus a hash of its content, so the same case has the same id on every machine.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from numpy.lib import format as npy_format

from ..errors import CaseFileError, DataError, SpecError
from ..files import FileFormatError, load_json, regular_file
from ..spec import OperatorSpec, SpecSet, TensorDesc
from ..spec.limits import check_npy_header, check_tensor
from ..spec.values import (NON_FINITE, array_dtype_problem, array_shape_problem, brief, check_desc_types,
                           is_nan_spelling, key_name, show)
from . import packed
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
# Every reader here is total: whatever the file holds, it returns a Case or raises a
# DmlconfError whose message is one line naming the file and the field (its JSON path).

PROVENANCE_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._+=-]{0,159}$")  # an id prefix, a file name
NPY_VERSIONS = {(1, 0): npy_format.read_array_header_1_0, (2, 0): npy_format.read_array_header_2_0}


def case_from_json(data: Any, specs: SpecSet, where: str = "case", base_dir: Path | None = None,
                   check_data: bool = True) -> Case:
    """Check a case-file object and build the Case; raises CaseFileError naming the field.

    Every field is checked for its JSON type, the desc's fields for the types their C types hold
    (conformance.spec.values); a valid case's data are checked against its tensor descs: count
    (or .npy shape), type, range. With ``check_data=False`` the data are checked for their JSON
    types only and left out of the Case (``validate`` checks them against a desc it found valid)."""
    if not isinstance(data, dict):
        raise CaseFileError(f"{where}: a case must be a JSON object, not {show(data)}")
    if data.get("format") != FORMAT:
        raise CaseFileError(f"{where}: format: expected {FORMAT!r}, found {show(data.get('format'))}")
    unknown = set(data) - KEYS
    if unknown:
        raise CaseFileError(f"{where}: unknown key(s) {sorted(unknown)}")
    for key in ("id", "operator", "feature_level"):
        if key in data and not isinstance(data[key], str):
            raise CaseFileError(f"{where}: {key}: must be a string, not {show(data[key])}")
    if "operator" not in data:
        raise CaseFileError(f"{where}: operator: missing (the operator desc's name, e.g. DML_ARGMAX_OPERATOR_DESC)")
    try:
        op = specs.operator(data["operator"])
    except KeyError as exc:
        raise CaseFileError(f"{where}: operator: {exc.args[0]}") from None
    try:
        level = specs.level(data.get("feature_level", specs.highest_level.name))
    except SpecError as exc:
        raise CaseFileError(f"{where}: feature_level: {exc}") from None
    desc = data.get("desc")
    if not isinstance(desc, dict):
        raise CaseFileError(f"{where}: desc: must be an object of struct fields, not {show(desc)}")
    try:
        check_desc_types(op, desc, where)
    except DataError as exc:
        raise CaseFileError(str(exc)) from None
    expect = data.get("expect", "valid")
    if expect not in ("valid", "invalid"):
        raise CaseFileError(f"{where}: expect: must be 'valid' or 'invalid', not {show(expect)}")
    violates = _strings(data, "violates", where, "rule ids")
    observe = _strings(data, "observe", where, "unspecified-behaviour ids")
    provenance = _provenance(data.get("provenance", {}), where)
    case = Case(op.operator, level.name, desc, expect=expect, violates=violates, observe=observe,
                provenance=provenance)
    if expect == "invalid" or not check_data:
        check_data_types(data, where)
        return case
    tensors = _tensor_descs(op, desc, specs, where)
    case.inputs = _data_section(data, "inputs", op, tensors, "input", where, base_dir, required=True)
    if "expected" in data and data["expected"] is not None:
        case.expected = _data_section(data, "expected", op, tensors, "output", where, base_dir, required=True)
    return case


def _strings(data: dict, key: str, where: str, what: str) -> list[str]:
    value = data.get(key, [])
    if not isinstance(value, list):
        raise CaseFileError(f"{where}: {key}: must be a list of {what}, not {show(value)}")
    for i, v in enumerate(value):
        if not isinstance(v, str):
            raise CaseFileError(f"{where}: {key}[{i}]: must be a string (one of the {what}), not {show(v)}")
    return list(value)


def _provenance(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise CaseFileError(f"{where}: provenance: must be an object (name, spec_item, cite, ...), not {show(value)}")
    for key in ("name", "spec_item", "cite", "generator", "backend"):
        if key in value and not isinstance(value[key], str):
            raise CaseFileError(f"{where}: provenance.{key}: must be a string, not {show(value[key])}")
    name = value.get("name")
    if name and not PROVENANCE_NAME.match(name):
        raise CaseFileError(f"{where}: provenance.name: {show(name)} cannot prefix a case id (letters, digits "
                            "and . _ + = - only, at most 160, starting with a letter or digit)")
    return dict(value)


def check_data_types(data: dict, where: str) -> None:
    """The JSON types of ``inputs`` and ``expected``, whatever the desc: objects of tensor name ->
    a list of numbers (or "nan", "inf", "-inf") or ``{"npy": "file.npy"}``."""
    for key in ("inputs", "expected"):
        section = data.get(key)
        if section is None:
            continue
        if not isinstance(section, dict):
            raise CaseFileError(f"{where}: {key}: must be an object of tensor name -> values, not {show(section)}")
        for name, values in section.items():
            at = f"{where}: {key}.{key_name(name)}"
            if isinstance(values, dict):
                if not packed.is_packed_ref(values):
                    _npy_name(values, at)
                elif set(values) != {"packed"} or not isinstance(values["packed"], str):
                    raise CaseFileError(f"{at}: expected {{\"packed\": \"<hex digits>\"}}, not {show(values)}")
                continue
            if not isinstance(values, list):
                raise CaseFileError(f"{at}: expected a list of values or {{\"npy\": \"file.npy\"}}, not {show(values)}")
            for i, v in enumerate(values):
                if isinstance(v, bool) or not (isinstance(v, (int, float)) or
                                               (isinstance(v, str) and (v.lower() in NON_FINITE or is_nan_spelling(v)))):
                    raise CaseFileError(f"{at}[{i}]: {brief(v)} is not a number (non-finite values: 'nan', "
                                        "'nan:0x<bits>', 'inf', '-inf')")


def _tensor_descs(op: OperatorSpec, desc: dict, specs: SpecSet, where: str) -> dict[str, TensorDesc]:
    out = {}
    for name, _, value in op.tensors_in(desc):
        try:
            out[name] = TensorDesc.from_json(value, specs, f"{where}: desc.{name}")
        except DataError as exc:
            raise CaseFileError(str(exc)) from None
        t = out[name]  # the buffers it implies fit this run's memory before any data is read
        check_tensor(t.data_type, t.sizes, t.strides, t.total_bytes, f"{where}: desc.{name}",
                     specs.buffer.size_alignment_bytes)
    return out


def _data_section(data: dict, key: str, op: OperatorSpec, tensors: dict[str, TensorDesc], role: str,
                  where: str, base_dir: Path | None, required: bool) -> dict[str, list]:
    section = data.get(key)
    if not isinstance(section, dict):
        raise CaseFileError(f"{where}: {key}: must be an object of tensor name -> values, not {show(section)}")
    out = {}
    for name, values in section.items():
        field_ = op.field_of(name) if isinstance(name, str) else None
        if field_ is None or field_.role != role:
            raise CaseFileError(f"{where}: {key}.{key_name(name)}: not an {role} tensor of {op.operator}")
        if name not in tensors:
            raise CaseFileError(f"{where}: {key}.{name}: the desc has no {name}")
        t = tensors[name]
        at = f"{where}: {key}.{name}"
        try:
            if packed.is_packed_ref(values):  # 4-bit data as their packed bytes (cases/packed.py)
                out[name] = to_json(packed.from_packed_hex(values, t, at))
                continue
            if isinstance(values, dict):
                values = _load_npy(values, base_dir, at, t)
            array = to_array(values, t.data_type, t.sizes, at)
        except DataError as exc:
            raise CaseFileError(str(exc)) from None
        out[name] = array if isinstance(values, np.ndarray) else to_json(array)  # .npy data stays an array
    wanted = [n for n in tensors if op.field_of(n).role == role]
    missing = [n for n in wanted if n not in out]
    if required and missing:
        raise CaseFileError(f"{where}: {key}: no values for {', '.join(missing)}")
    return out


def _npy_name(ref: dict, where: str) -> str:
    name = ref.get("npy")
    if set(ref) != {"npy"} or not isinstance(name, str) or not name or "\0" in name:
        raise CaseFileError(f"{where}: expected a list of values or {{\"npy\": \"file.npy\"}}, not {show(ref)}")
    return name


def _load_npy(ref: dict, base_dir: Path | None, where: str, t: TensorDesc) -> np.ndarray:
    """``{"npy": "relative/file.npy"}``: data beside the case file, never outside its folder.

    The header is read and checked before any data: format 1.0 or 2.0, a plain numeric dtype
    (no objects, no pickles), a shape that is the desc's Sizes or flat with their element count,
    the run's memory limit (conformance.spec.limits), and exactly the bytes it claims in the file.
    The values are then checked as JSON values are (conformance.spec.values.to_array)."""
    name = _npy_name(ref, where)
    if base_dir is None:
        raise CaseFileError(f"{where}: file references need a case file on disk")
    try:
        base = base_dir.resolve()
        path = (base / name).resolve()
    except (OSError, RuntimeError) as exc:  # a symlink loop, a name too long
        raise CaseFileError(f"{where}: cannot resolve {name!r}: {exc}") from None
    if not path.is_relative_to(base):
        raise CaseFileError(f"{where}: {name!r} points outside the case file's folder")
    try:
        regular_file(path, ".npy file")
    except FileFormatError as exc:
        raise CaseFileError(f"{where}: {exc}") from None
    at = f"{where}: {key_name(name)}"
    try:
        with open(path, "rb") as f:
            version = npy_format.read_magic(f)
            if version not in NPY_VERSIONS:
                raise CaseFileError(f"{at}: .npy format {version[0]}.{version[1]}; 1.0 and 2.0 are read")
            shape, fortran, dtype = NPY_VERSIONS[version](f)
            if not isinstance(shape, tuple) or not all(isinstance(n, int) and n >= 0 for n in shape):
                raise CaseFileError(f"{at}: the header's shape {shape!r} is not a tuple of sizes")
            problem = array_dtype_problem(dtype) or array_shape_problem(shape, t.sizes, t.element_count)
            if problem:
                raise CaseFileError(f"{at}: {problem}")
            check_npy_header(shape, dtype, at)
            need = t.element_count * dtype.itemsize
            held = os.fstat(f.fileno()).st_size - f.tell()
            if held != need:
                raise CaseFileError(f"{at}: the header claims {need} bytes of data ({list(shape)} of {dtype}); "
                                    f"the file holds {held}")
            array = np.fromfile(f, dtype=dtype, count=t.element_count)
    except (OSError, ValueError, EOFError) as exc:
        raise CaseFileError(f"{at}: not a .npy file numpy can read: {' '.join(str(exc).split())[:200]}") from None
    if array.size != t.element_count:
        raise CaseFileError(f"{at}: the data end after {array.size} of {t.element_count} elements")
    return array.reshape(shape, order="F" if fortran else "C")


def read_case_file(path: Path | str, specs: SpecSet) -> Case:
    path = Path(path)
    return case_from_json(read_case_json(path), specs, str(path), path.parent)


def read_case_json(path: Path | str) -> Any:
    """A case file's JSON, read totally (conformance.files): a regular file, UTF-8 without NUL,
    strict JSON (no duplicate keys, NaN, huge numbers, deep nesting)."""
    path = Path(path)
    if not os.path.lexists(path):
        raise CaseFileError(f"{path}: cannot read: no such file")
    try:
        return load_json(path, "case file")
    except FileFormatError as exc:
        raise CaseFileError(str(exc)) from None


def write_case_file(case: Case, path: Path | str, backend: str | None = None) -> Path:
    """The case as JSON at ``path``; array data (large cases) in .npy files beside it. ``backend``:
    the ``NAME[:OPTION]`` it was run on, recorded as ``provenance.backend`` (not part of the id),
    which ``dmlconf replay`` runs it on when no ``--backend`` is given."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    data = case.to_json()
    if backend:
        data["provenance"] = {**data.get("provenance", {}), "backend": backend}
    for key in ("inputs", "expected"):
        for name, values in (getattr(case, key) or {}).items():
            if isinstance(values, np.ndarray):
                npy = path.with_name(f"{path.stem}.{name}.npy")
                np.save(npy, values, allow_pickle=False)
                data[key][name] = {"npy": npy.name}
    path.write_text(json.dumps(data, indent=1, allow_nan=False) + "\n", encoding="utf-8")
    return path

