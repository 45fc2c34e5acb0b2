"""The typed spec objects: feature levels, data types, support rows, fields, examples, one
operator's spec and the whole set (``load.py`` reads them from the YAML)."""

from __future__ import annotations

import functools
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from ..errors import SpecError

SPEC_DIR_ENV = "DMLCONF_SPEC_DIR"
DOCS_PREFIX = "DML_FEATURE_LEVEL_"


REPOSITORY_SPEC_DIR = Path(__file__).resolve().parents[2] / "spec"  # the repository's spec/


def default_spec_dir() -> Path:
    env = os.environ.get(SPEC_DIR_ENV)
    return Path(env) if env else REPOSITORY_SPEC_DIR


# --------------------------------------------------------------------------- tables

@functools.total_ordering
@dataclass(frozen=True)
class FeatureLevel:
    name: str  # "4_1"
    value: int  # 0x4100

    def __lt__(self, other: "FeatureLevel") -> bool:
        return self.value < other.value

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True)
class DataType:
    name: str
    value: int
    kind: str  # none | float | signed | unsigned
    bits: int
    introduced_in: FeatureLevel
    cite: str

    @property
    def size_bytes(self) -> int:
        """Element size as DMLCalcBufferTensorSize counts it (0: no whole-byte size)."""
        return self.bits // 8 if self.bits % 8 == 0 else 0

    @property
    def numpy(self) -> np.dtype | None:
        """The numpy type that holds every value of this type exactly, or None. A sub-byte
        integer (UINT4, INT4) is held one element to a byte (uint8, int8); its packing two to a
        byte is conformance/cases/packed.py's alone."""
        code = {"float": "f", "signed": "i", "unsigned": "u"}.get(self.kind)
        if code is None or self.bits == 0 or (self.bits < 8 and code == "f"):
            return None
        return np.dtype(f"<{code}{max(self.size_bytes, 1)}")

    @property
    def sub_byte(self) -> bool:
        """Whether elements are packed several to a byte (UINT4, INT4: two)."""
        return 0 < self.bits < 8

    def bytes_for(self, elements: int) -> int:
        """The bytes ``elements`` consecutive elements take: whole bytes, a partial last byte
        of a sub-byte type counted whole (DMLCalcBufferTensorSize's rule carried to 4 bits)."""
        return -(-elements * self.bits // 8)

    @property
    def is_float(self) -> bool:
        return self.kind == "float"

    def bounds(self) -> tuple[Any, Any]:
        """The lowest and highest values (infinities for floats)."""
        dt = self.numpy
        if dt is None:
            raise ValueError(f"{self.name} has no numpy representation")
        if self.is_float:
            return dt.type(-np.inf), dt.type(np.inf)
        if self.sub_byte:  # two's complement of ``bits`` for a signed type
            return (dt.type(-(1 << (self.bits - 1))), dt.type((1 << (self.bits - 1)) - 1)) if self.kind == "signed" \
                else (dt.type(0), dt.type((1 << self.bits) - 1))
        info = np.iinfo(dt)
        return dt.type(info.min), dt.type(info.max)


def _hashable(value: Any) -> bool:
    """Whether ``value`` can be an enum's name or value (a list or an object in a desc cannot)."""
    return isinstance(value, (str, int, float)) or value is None


@dataclass(frozen=True)
class ConstraintSpec:
    """One named rule as written in YAML: ``{id, rule, cite, ...params}``."""
    id: str
    rule: str
    cite: str
    params: dict[str, Any]
    implied: bool
    location: str
    doc: str  # the doc page the cite refers to
    before_level: str | None = None  # the rule holds below this feature level only (a later level lifted it)
    when: dict | None = None  # {Field: VALUE or [VALUES]}: the rule holds only for descs with these field values


@dataclass(frozen=True)
class BufferTensorRules:
    size_alignment_bytes: int
    max_dimension_count: int
    max_element_count: int
    constraints: tuple[ConstraintSpec, ...]
    unspecified: tuple[dict, ...]
    errata: tuple[dict, ...]


@dataclass(frozen=True)
class TensorSupport:
    tensor: str
    kind: str
    dimensions: tuple[int, int]
    data_types: tuple[str, ...]

    @property
    def optional(self) -> bool:
        return self.kind.startswith("optional")


@dataclass(frozen=True)
class SupportRow:
    feature_level: FeatureLevel
    cite: str
    tensors: dict[str, TensorSupport]
    location: str
    when: tuple[tuple[str, tuple[str, ...], frozenset], ...] = ()  # (field, names, names and values)
    derived: str = ""  # a row no page shows: its evidence (check-docs explains the missing table by it)

    @property
    def key(self) -> str:
        """Names the row in spec items: the level, and the field values it is for (if any)."""
        cond = "".join(f"/{'+'.join(n.rsplit('_', 1)[-1] for n in names)}" for _, names, _ in self.when)
        return f"{self.feature_level.name}{cond}"

    def applies(self, desc: dict | None) -> bool:
        if desc is None or not self.when:
            return True
        return all(_hashable(desc.get(f)) and desc.get(f) in accepted for f, _, accepted in self.when)

    def when_values(self) -> dict[str, str]:
        """One field value for which the row holds (what a generator sets)."""
        return {f: names[0] for f, names, _ in self.when}


@dataclass(frozen=True)
class Field:
    name: str
    kind: str  # tensor | tensor_array | count | uint_array | int_array | float_array | enum | bool | uint | int | float | scale_bias | scalar_union | operator_desc | operator_desc_array
    role: str | None = None
    optional: bool = False
    of: tuple[str, ...] = ()
    size: str | None = None
    enum: str | None = None
    data_type: str | None = None  # scalar_union: the enum field naming the type its value is read as
    allowed: str | None = None  # operator_desc(_array): the table of the operator types it may hold


@dataclass(frozen=True)
class Implied:
    """A field the operator's desc lacks that a later version of the operator has, with the
    value the pages imply for it here (``implied:`` in the spec): an enum field at ``value``
    (TOP_K's AxisDirection, DECREASING), or a uint_array of ``each``, one per element of the
    field ``like`` (the first pooling operators' Dilations, ones, as many as WindowSize), or one
    per dimension where ``like`` is a tensor (UPSAMPLE_2D's pixel offsets, one per InputTensor dimension)."""
    name: str
    cite: str
    enum: str | None = None
    value: str | None = None
    each: int | float | None = None
    like: str | None = None
    uint: int | None = None  # a UINT field at one value (GATHER_ND's BatchDimensionCount, 0)
    float_: float | None = None  # a FLOAT field at one value (ROI_ALIGN's InputPixelOffset, 0.5)
    bool_: bool | None = None  # a BOOL field at one value (ROI_ALIGN's AlignRegionsToCorners, RESAMPLE2's Antialiased: FALSE)

    def value_in(self, desc: dict) -> Any:
        """The field's value for ``desc``; None where ``like`` is no list there (a malformed desc:
        the validator reports it, and nothing is sized by a number the desc gives). ``each`` may be
        a number (a float_array's: RESAMPLE's pixel offsets, 0.5 and -0.5, one per Scales element)."""
        for fixed in (self.uint, self.float_, self.bool_):
            if fixed is not None:
                return fixed
        if self.like is None:
            return self.value
        sized = desc.get(self.like)
        if isinstance(sized, dict):  # a tensor desc: one per dimension
            sized = sized.get("Sizes")
        return [self.each] * len(sized) if isinstance(sized, list) else None


@dataclass(frozen=True)
class Example:
    id: str
    cite: str
    origin: str
    assumed: str | None
    desc: dict[str, Any]
    inputs: dict[str, list]
    expected: dict[str, list]
    location: str


@dataclass
class OperatorSpec:
    operator: str  # DML_ARGMAX_OPERATOR_DESC
    type: str
    short_name: str  # argmax (the file's stem)
    introduced_in: FeatureLevel
    sources: list[dict]
    fields: dict[str, Field]
    support_rows: list[SupportRow]  # highest level first
    constraints: list[ConstraintSpec]
    semantics: dict[str, Any]
    examples: list[Example]
    equivalences: list[dict]
    unspecified: list[dict]
    errata: list[dict]
    file: str
    availability_cite: str = "Availability"
    scope: dict[str, tuple[tuple[str, ...], frozenset]] = field(default_factory=dict)
    scope_note: str = ""
    enum_values: dict[str, frozenset] = field(default_factory=dict)  # enum -> its names and values
    rules: list = field(default_factory=list)  # spec.rules.Rule, built after loading
    tolerances: list = field(default_factory=list)  # spec.tolerance.ToleranceEntry
    # (field conditions, {"terms"/"power": spec.tolerance.Formula}): the first whose conditions a desc meets
    value_bound: list = field(default_factory=list)
    implied: dict[str, Implied] = field(default_factory=dict)  # fields the desc lacks -> their implied value

    @property
    def doc(self) -> str:
        return self.sources[0]["doc"]

    @property
    def tensor_fields(self) -> list[Field]:
        """The fields that hold one tensor desc (arrays of them: ``array_fields``)."""
        return [f for f in self.fields.values() if f.kind == "tensor"]

    @property
    def array_fields(self) -> list[Field]:
        """The fields that hold an array of tensor descs (SPLIT's OutputTensors, JOIN's InputTensors)."""
        return [f for f in self.fields.values() if f.kind == "tensor_array"]

    def field_of(self, tensor: str) -> Field | None:
        """The tensor or tensor_array field a tensor's name belongs to: ``InputTensor`` itself,
        ``InputTensors[2]`` its array's (None: no tensor of this operator)."""
        array, index = split_member(tensor)
        f = self.fields.get(array)
        if f is None or f.kind != ("tensor" if index is None else "tensor_array"):
            return None
        return f

    def tensors_in(self, desc: dict) -> list[tuple[str, Field, Any]]:
        """(name, field, tensor desc) of each tensor ``desc`` holds, in field order: a tensor
        field by its name, each member of a tensor array by ``Array[i]`` (what inputs, outputs
        and results call it). An absent tensor, or an array that is no list, gives none."""
        out = []
        for f in self.fields.values():
            value = desc.get(f.name) if isinstance(desc, dict) else None
            if f.kind == "tensor" and value is not None:
                out.append((f.name, f, value))
            elif f.kind == "tensor_array" and isinstance(value, list):
                out += [(member_name(f.name, i), f, t) for i, t in enumerate(value)]
        return out

    def tensor_names(self, desc: dict, role: str | None = None) -> list[str]:
        """The names of the tensors ``desc`` holds (``tensors_in``), of one role if given."""
        return [n for n, f, _ in self.tensors_in(desc) if role is None or f.role == role]

    @property
    def first_output(self) -> str:
        """The name of the first output tensor (an element-wise operator's only one)."""
        return next(f.name for f in self.tensor_fields if f.role == "output")

    def with_implied(self, desc: dict) -> dict:
        """``desc`` with each field the operator lacks (``implied``) at the value its spec says
        the pages imply: what the reference, the lowerings and the generators compute with
        (TOP_K picks as TOP_K1's DECREASING, MAX_POOLING pools as MAX_POOLING2 with Dilations of
        ones). A new dict where it adds a field, else ``desc`` itself; ``desc`` is never changed.
        A field the desc already holds is kept (the validator reports it as unknown)."""
        added = {name: v for name, i in self.implied.items() if name not in desc
                 for v in (i.value_in(desc),) if v is not None}
        return {**desc, **added} if added else desc

    def row_at(self, level: FeatureLevel, desc: dict | None = None) -> SupportRow | None:
        """The support table in force at ``level``: the highest row at or below it (among the
        rows whose ``when`` the desc meets, for pages with one table per field value)."""
        for row in self.support_rows:
            if row.feature_level <= level and row.applies(desc):
                return row
        return None

    def out_of_scope(self, desc: dict) -> str | None:
        """Why ``desc`` is outside what the spec transcribes (``scope``), or None."""
        for fname, (names, accepted) in self.scope.items():
            value = desc.get(fname)
            f = self.fields.get(fname)
            known = _hashable(value) and value in self.enum_values.get(f.enum, ()) if f and f.enum else False
            if known and value not in accepted:
                return (f"{fname} {value} is outside what {Path(self.file).name} transcribes "
                        f"({', '.join(names)}): {self.scope_note}")
        return None

    def cite(self, section: str) -> str:
        return f"{self.doc}: {section}"


@dataclass
class SpecSet:
    directory: Path
    feature_levels: dict[str, FeatureLevel]
    data_types: dict[str, DataType]
    enums: dict[str, dict[str, int]]
    buffer: BufferTensorRules
    operators: dict[str, OperatorSpec]
    tables: dict[str, dict]  # raw shared tables, for the report
    digest: str  # sha256 over every spec file: names the spec set in results
    buffer_rules: list = field(default_factory=list)  # spec.rules.Rule, per tensor

    def level(self, name: str | FeatureLevel) -> FeatureLevel:
        if isinstance(name, FeatureLevel):
            return name
        key = str(name).strip().upper().removeprefix(DOCS_PREFIX).replace(".", "_")
        try:
            return self.feature_levels[key]
        except KeyError:
            known = ", ".join(self.feature_levels)
            raise SpecError(f"unknown feature level {name!r} (known: {known})") from None

    @property
    def highest_level(self) -> FeatureLevel:
        return max(self.feature_levels.values())

    def data_type(self, name: str) -> DataType:
        key = str(name).removeprefix("DML_TENSOR_DATA_TYPE_")
        try:
            return self.data_types[key]
        except KeyError:
            raise KeyError(f"unknown data type {name!r}") from None

    def operator(self, name: str) -> OperatorSpec:
        """Look an operator up by any of its names, in any case: the short name (ARGMAX, argmax,
        Argmax, ArgMax), the type (DML_OPERATOR_ARGMAX) or the desc (DML_ARGMAX_OPERATOR_DESC).
        KeyError, naming the operators there are, for a name that is none of them."""
        spec = self.operators.get(name) if isinstance(name, str) else None
        if spec is not None:  # the desc name, as cases and results hold it: the common case
            return spec
        # other names resolved once per spec set: the scan below normalizes every operator's three
        # names, and the draws look fused activations up by type (DML_OPERATOR_ACTIVATION_TANH) per case
        found = self.__dict__.setdefault("_resolved", {})
        if isinstance(name, str) and name in found and self.operators.get(found[name].operator) is found[name]:
            return found[name]
        spec = self._resolve(name)
        if isinstance(name, str):
            found[name] = spec
        return spec

    def _resolve(self, name: str) -> OperatorSpec:
        key = operator_key(name)
        for loose in (False, True):  # exact words first, then without their underscores (TopK1, maxpooling2)
            for spec in self.operators.values():
                keys = {operator_key(spec.operator), operator_key(spec.type), operator_key(spec.short_name)}
                if key in keys or loose and key.replace("_", "") in {k.replace("_", "") for k in keys}:
                    return spec
        # the name without its family's prefix (EXP for ELEMENT_WISE_EXP, RELU for ACTIVATION_RELU),
        # where one operator alone has it (IDENTITY and TANH are in both families)
        bare = [s for s in self.operators.values() if key.replace("_", "") in
                {operator_key(s.operator).removeprefix(p).replace("_", "") for p in FAMILY_PREFIXES}]
        if len(bare) == 1:
            return bare[0]
        known = ", ".join(operator_key(s.operator) for s in self.operators.values())
        raise KeyError(f"unknown operator {name!r} (known: {known}; as ARGMAX, argmax, DML_OPERATOR_ARGMAX "
                       "or DML_ARGMAX_OPERATOR_DESC)")


FAMILY_PREFIXES = ("ELEMENT_WISE_", "ACTIVATION_")

_MEMBER = re.compile(r"^([A-Za-z]\w*)\[(\d+)\]$")


def member_name(array: str, index: int) -> str:
    """The name of a tensor array's member: ``OutputTensors[1]`` (a case file's key, a result's output)."""
    return f"{array}[{index}]"


def split_member(name: str) -> tuple[str, int | None]:
    """``OutputTensors[1]`` -> (``OutputTensors``, 1); a plain tensor's name -> (name, None)."""
    m = _MEMBER.match(name) if isinstance(name, str) else None
    return (m[1], int(m[2])) if m else (name, None)


def tensor_json(desc: dict, name: str) -> Any:
    """The tensor desc ``name`` names in ``desc`` (an array member by ``Array[i]``), or None."""
    array, index = split_member(name)
    value = desc.get(array)
    if index is None:
        return value
    return value[index] if isinstance(value, list) and index < len(value) else None


def data_type_in(desc: dict, name: str) -> Any:
    """The DataType of a tensor field, or of a tensor array's members where they share one (a
    support row names the array as one tensor); None where there is none to read."""
    value = desc.get(name)
    if isinstance(value, list):
        types = {t.get("DataType") for t in value if isinstance(t, dict)}
        return types.pop() if len(types) == 1 and all(isinstance(t, dict) for t in value) else None
    return value.get("DataType") if isinstance(value, dict) else None


def with_data_type(value: Any, data_type: str) -> Any:
    """A tensor desc (or each member of a tensor array) with ``DataType`` changed."""
    if isinstance(value, list):
        return [dict(t, DataType=data_type) for t in value]
    return dict(value, DataType=data_type)


def with_tensor(desc: dict, name: str, tensor: Any) -> dict:
    """A shallow copy of ``desc`` with the tensor ``name`` (an array member by ``Array[i]``) replaced."""
    array, index = split_member(name)
    if index is None:
        return {**desc, name: tensor}
    members = list(desc[array])
    members[index] = tensor
    return {**desc, array: members}


def operator_key(name: str) -> str:
    """Any name of an operator -> its core in capitals: ``DML_ARGMAX_OPERATOR_DESC``,
    ``DML_OPERATOR_ARGMAX``, ``argmax``, ``max-pooling2`` -> ``ARGMAX``, ``MAX_POOLING2``."""
    key = "_".join(str(name).replace("-", " ").split()).upper()
    if key.endswith("_OPERATOR_DESC"):
        key = key[:-len("_OPERATOR_DESC")]
    for prefix in ("DML_OPERATOR_", "DML_"):
        if key.startswith(prefix):
            return key[len(prefix):]
    return key


def fields_match(conditions: dict, desc: dict) -> bool:
    """Whether each field of the desc meets its condition: ``odd``, ``even``, ``power-of-two``,
    a value, one of a list of values, or ``{below: N}``."""
    for name, want in conditions.items():
        v = desc.get(name)
        number = isinstance(v, int) and not isinstance(v, bool)
        if want in ("odd", "even"):
            if not number or (v % 2 == 1) != (want == "odd"):
                return False
        elif want == "power-of-two":
            if not number or v <= 0 or v & (v - 1):
                return False
        elif isinstance(want, dict):  # {below: N}: a number under N (a FLOAT field's range)
            if isinstance(v, bool) or not isinstance(v, (int, float)) or not v < want["below"]:
                return False
        elif isinstance(want, list):
            if v not in want:
                return False
        elif v != want:
            return False
    return True


# --------------------------------------------------------------------------- loading
