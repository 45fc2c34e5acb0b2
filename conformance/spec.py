"""The YAML specs, loaded, checked against the schema, and turned into typed objects.

``load_specs()`` reads ``spec/``: the shared tables in ``spec/tables/`` and one file per
operator in ``spec/operators/``. Every problem is reported as ``file:line:column: what``.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

import jsonschema
import numpy as np
from referencing import Registry, Resource

from .errors import SpecError
from .yamlload import format_path, load_yaml, locate

SPEC_DIR_ENV = "DMLCONF_SPEC_DIR"
DOCS_PREFIX = "DML_FEATURE_LEVEL_"


def default_spec_dir() -> Path:
    env = os.environ.get(SPEC_DIR_ENV)
    return Path(env) if env else Path(__file__).resolve().parent.parent / "spec"


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
        """The numpy type that holds every value of this type exactly, or None."""
        code = {"float": "f", "signed": "i", "unsigned": "u"}.get(self.kind)
        if code is None or self.size_bytes == 0:
            return None
        return np.dtype(f"<{code}{self.size_bytes}")

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
        info = np.iinfo(dt)
        return dt.type(info.min), dt.type(info.max)


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

    @property
    def key(self) -> str:
        """Names the row in spec items: the level, and the field values it is for (if any)."""
        cond = "".join(f"/{'+'.join(n.rsplit('_', 1)[-1] for n in names)}" for _, names, _ in self.when)
        return f"{self.feature_level.name}{cond}"

    def applies(self, desc: dict | None) -> bool:
        if desc is None or not self.when:
            return True
        return all(desc.get(f) in accepted for f, _, accepted in self.when)

    def when_values(self) -> dict[str, str]:
        """One field value for which the row holds (what a generator sets)."""
        return {f: names[0] for f, names, _ in self.when}


@dataclass(frozen=True)
class Field:
    name: str
    kind: str  # tensor | count | uint_array | enum | bool | uint
    role: str | None = None
    optional: bool = False
    of: tuple[str, ...] = ()
    size: str | None = None
    enum: str | None = None


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
    rules: list = field(default_factory=list)  # conformance.rules.Rule, built after loading
    tolerances: list = field(default_factory=list)  # conformance.tolerance.ToleranceEntry
    value_bound: dict = field(default_factory=dict)  # "terms"/"power" -> conformance.tolerance.Formula

    @property
    def doc(self) -> str:
        return self.sources[0]["doc"]

    @property
    def tensor_fields(self) -> list[Field]:
        return [f for f in self.fields.values() if f.kind == "tensor"]

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
            known = value in self.enum_values.get(f.enum, ()) if f and f.enum else False
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
    buffer_rules: list = field(default_factory=list)  # conformance.rules.Rule, per tensor

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
        """Look an operator up by desc name, type name or short name."""
        for spec in self.operators.values():
            if name in (spec.operator, spec.type, spec.short_name):
                return spec
        known = ", ".join(s.operator for s in self.operators.values())
        raise KeyError(f"unknown operator {name!r} (known: {known})")


def fields_match(conditions: dict, desc: dict) -> bool:
    """Whether each field of the desc meets its condition: ``odd``, ``even``, ``power-of-two``,
    a value, or one of a list of values."""
    for name, want in conditions.items():
        v = desc.get(name)
        number = isinstance(v, int) and not isinstance(v, bool)
        if want in ("odd", "even"):
            if not number or (v % 2 == 1) != (want == "odd"):
                return False
        elif want == "power-of-two":
            if not number or v <= 0 or v & (v - 1):
                return False
        elif isinstance(want, list):
            if v not in want:
                return False
        elif v != want:
            return False
    return True


# --------------------------------------------------------------------------- loading

def _schema_registry(schema_dir: Path) -> tuple[dict, dict, Registry]:
    schemas = {}
    for name in ("operator", "table"):
        path = schema_dir / f"{name}.schema.json"
        try:
            schemas[name] = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise SpecError(f"{path}: cannot load schema: {exc}") from None
    registry = Registry().with_resources(
        (s["$id"], Resource.from_contents(s)) for s in schemas.values())
    return schemas["operator"], schemas["table"], registry


def _check_schema(data: Any, schema: dict, registry: Registry, file: str, locations) -> None:
    validator = jsonschema.Draft202012Validator(schema, registry=registry)
    errors = sorted(validator.iter_errors(data), key=lambda e: list(map(str, e.absolute_path)))
    if errors:
        lines = []
        for err in errors[:20]:
            path = tuple(err.absolute_path)
            if err.validator == "additionalProperties" and isinstance(err.instance, dict):
                extra = [k for k in err.instance if k not in err.schema.get("properties", {})]
                path = path + (extra[0],) if extra else path
            where = locate(locations, path, file)
            schema_path = "/".join(map(str, err.absolute_schema_path))
            lines.append(f"{where}: {format_path(path)}: {_short(err)} (schema: {schema_path})")
        more = f"\n... and {len(errors) - 20} more" if len(errors) > 20 else ""
        raise SpecError("\n".join(lines) + more)


def _short(err: jsonschema.ValidationError) -> str:
    if err.validator == "oneOf" and err.context:
        best = jsonschema.exceptions.best_match(err.context)
        return best.message
    return err.message


def _sha256_files(files: Iterable[Path]) -> str:
    digest = hashlib.sha256()
    for path in sorted(files):
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


@functools.lru_cache(maxsize=8)
def _load_cached(directory: str) -> SpecSet:
    return _load(Path(directory))


def load_specs(directory: Path | str | None = None) -> SpecSet:
    """Load and check every spec under ``directory`` (default: the repository's ``spec/``)."""
    return _load_cached(str(Path(directory or default_spec_dir()).resolve()))


def _load(directory: Path) -> SpecSet:
    if not directory.is_dir():
        raise SpecError(f"{directory}: spec directory not found (set {SPEC_DIR_ENV})")
    op_schema, table_schema, registry = _schema_registry(directory / "schema")
    tables: dict[str, tuple[dict, dict, str]] = {}
    table_files = sorted((directory / "tables").glob("*.yaml"))
    for path in table_files:
        data, locations = load_yaml(path)
        _check_schema(data, table_schema, registry, str(path), locations)
        tables[data["table"]] = (data, locations, str(path))
    for needed in ("DML_FEATURE_LEVEL", "DML_TENSOR_DATA_TYPE", "DML_AXIS_DIRECTION", "DML_BUFFER_TENSOR_DESC",
                   "DML_OPERATOR_TYPE"):
        if needed not in tables:
            raise SpecError(f"{directory / 'tables'}: no table {needed}")

    levels_data = tables["DML_FEATURE_LEVEL"][0]["entries"]
    levels = {e["name"]: FeatureLevel(e["name"], e["value"]) for e in levels_data}
    if [l.value for l in levels.values()] != sorted(l.value for l in levels.values()):
        raise SpecError(f"{tables['DML_FEATURE_LEVEL'][2]}: feature levels must be listed in increasing order")

    def level_at(name: str, locations: dict, path: tuple, file: str) -> FeatureLevel:
        if name not in levels:
            raise SpecError(f"{locate(locations, path, file)}: {format_path(path)}: "
                            f"unknown feature level {name!r}")
        return levels[name]

    dt_data, dt_loc, dt_file = tables["DML_TENSOR_DATA_TYPE"]
    data_types = {}
    for i, e in enumerate(dt_data["entries"]):
        for key in ("kind", "bits", "introduced_in"):
            if key not in e:
                raise SpecError(f"{locate(dt_loc, ('entries', i), dt_file)}: entries[{i}]: data type needs {key!r}")
        data_types[e["name"]] = DataType(e["name"], e["value"], e["kind"], e["bits"],
                                         level_at(e["introduced_in"], dt_loc, ("entries", i, "introduced_in"), dt_file),
                                         e["cite"])
    enums = {name: {e["name"]: e["value"] for e in data.get("entries", [])}
             for name, (data, _, _) in tables.items() if name != "DML_BUFFER_TENSOR_DESC"}

    buf_data, buf_loc, buf_file = tables["DML_BUFFER_TENSOR_DESC"]
    for key in ("size_alignment_bytes", "max_dimension_count", "max_element_count", "constraints"):
        if key not in buf_data:
            raise SpecError(f"{buf_file}:1:1: DML_BUFFER_TENSOR_DESC table needs {key!r}")
    buffer = BufferTensorRules(
        buf_data["size_alignment_bytes"], buf_data["max_dimension_count"], buf_data["max_element_count"],
        tuple(_constraint(c, buf_loc, ("constraints", i), buf_file, "")
              for i, c in enumerate(buf_data["constraints"])),
        tuple(buf_data.get("unspecified", [])), tuple(buf_data.get("errata", [])))

    operators: dict[str, OperatorSpec] = {}
    spec_data: dict[str, tuple[dict, dict]] = {}
    op_files = sorted((directory / "operators").glob("*.yaml"))
    for path in op_files:
        data, locations = load_yaml(path)
        _check_schema(data, op_schema, registry, str(path), locations)
        spec = _operator(data, locations, str(path), path.stem, level_at, data_types, enums)
        if spec.type not in enums["DML_OPERATOR_TYPE"]:
            raise SpecError(f"{locate(locations, ('type',), str(path))}: type: {spec.type} is not in the "
                            f"DML_OPERATOR_TYPE table ({tables['DML_OPERATOR_TYPE'][2]})")
        if spec.operator in operators:
            raise SpecError(f"{path}:1:1: {spec.operator} is also specified in {operators[spec.operator].file}")
        operators[spec.operator] = spec
        spec_data[spec.operator] = (data, locations)

    specs = SpecSet(directory, levels, data_types, enums, buffer, operators,
                    {name: data for name, (data, _, _) in tables.items()},
                    _sha256_files([*table_files, *op_files, *(directory / "schema").glob("*.json")]))
    from . import rules  # the rule vocabulary checks each constraint's parameters

    from . import tolerance

    for spec in operators.values():
        spec.rules = [rules.build(c, spec, specs) for c in spec.constraints]
        data, locations = spec_data[spec.operator]
        where = locate(locations, ("semantics",), spec.file)
        spec.tolerances = tolerance.parse_entries(spec, data["semantics"].get("tolerance"), where)
        for i, e in enumerate(spec.tolerances):
            for dt in e.data_types:
                if dt not in data_types:
                    raise SpecError(f"{where}: semantics.tolerance[{i}]: unknown data type {dt!r}")
        bound = data["semantics"].get("value_bound") or {}
        spec.value_bound = {k: tolerance.Formula(v, f"{where}: semantics.value_bound.{k}",
                                                 tolerance.formula_names(spec)) for k, v in bound.items()}
    specs.buffer_rules = [rules.build(c, None, specs) for c in buffer.constraints]
    return specs


def _constraint(c: dict, locations, path, file: str, doc: str) -> ConstraintSpec:
    params = {k: v for k, v in c.items() if k not in ("id", "rule", "cite", "implied", "rationale")}
    return ConstraintSpec(c["id"], c["rule"], c["cite"], params, bool(c.get("implied", False)),
                          locate(locations, path, file), doc)


def _operator(data: dict, locations: dict, file: str, stem: str, level_at, data_types, enums) -> OperatorSpec:
    def err(path: tuple, message: str) -> SpecError:
        return SpecError(f"{locate(locations, path, file)}: {format_path(path)}: {message}")

    fields = {}
    for name, f in data["fields"].items():
        of = f.get("of", ())
        fields[name] = Field(name, f["kind"], f.get("role"), bool(f.get("optional", False)),
                             tuple([of] if isinstance(of, str) else of), f.get("size"), f.get("enum"))
        if f["kind"] == "enum" and f["enum"] not in enums:
            raise err(("fields", name, "enum"), f"unknown enum {f['enum']!r}")
        for ref in fields[name].of + ((f["size"],) if f.get("size") else ()):
            if ref not in data["fields"]:
                raise err(("fields", name), f"refers to unknown field {ref!r}")
    tensor_names = [n for n, f in fields.items() if f.kind == "tensor"]

    def field_values(path: tuple, fname: str, names) -> tuple[tuple[str, ...], frozenset]:
        names = tuple([names] if isinstance(names, str) else names)
        f = fields.get(fname)
        if f is None or f.kind != "enum":
            raise err(path, f"{fname!r} is not an enum field of {data['operator']}")
        values = enums[f.enum]
        for n in names:
            if n not in values:
                raise err(path, f"{n!r} is not a value of {f.enum}")
        return names, frozenset(names) | {values[n] for n in names}

    introduced = level_at(data["introduced_in"], locations, ("introduced_in",), file)
    rows = []
    for i, row in enumerate(data["tensor_support"]):
        level = level_at(row["feature_level"], locations, ("tensor_support", i, "feature_level"), file)
        if level < introduced:
            raise err(("tensor_support", i, "feature_level"),
                      f"row {level} is below the operator's introduced_in {introduced}")
        tensors = {}
        for tname, t in row["tensors"].items():
            tpath = ("tensor_support", i, "tensors", tname)
            if tname not in tensor_names:
                raise err(tpath, f"{tname!r} is not a tensor field of {data['operator']}")
            lo, hi = t["dimensions"]
            if lo > hi:
                raise err(tpath + ("dimensions",), f"empty range {lo} to {hi}")
            for j, dt in enumerate(t["data_types"]):
                if dt not in data_types:
                    raise err(tpath + ("data_types", j), f"unknown data type {dt!r}")
                if level < data_types[dt].introduced_in:
                    raise err(tpath + ("data_types", j),
                              f"{dt} arrived at {data_types[dt].introduced_in}, after this {level} row")
            tensors[tname] = TensorSupport(tname, t["kind"], (lo, hi), tuple(t["data_types"]))
        missing = [n for n in tensor_names if n not in tensors]
        if missing:
            raise err(("tensor_support", i, "tensors"), f"row lacks tensors {missing}")
        when = tuple((fname, *field_values(("tensor_support", i, "when", fname), fname, names))
                     for fname, names in row.get("when", {}).items())
        rows.append(SupportRow(level, row["cite"], tensors, locate(locations, ("tensor_support", i), file), when))
    rows.sort(key=lambda r: r.feature_level, reverse=True)
    if len({r.key for r in rows}) != len(rows):
        raise err(("tensor_support",), "two rows for one feature level (and one `when`)")
    scope = {fname: field_values(("scope", "fields", fname), fname, names)
             for fname, names in data.get("scope", {}).get("fields", {}).items()}

    doc = data["sources"][0]["doc"]
    constraints = [_constraint(c, locations, ("constraints", i), file, doc) for i, c in enumerate(data["constraints"])]
    examples = []
    for i, ex in enumerate(data["examples"]):
        for key in ex["desc"]:
            if key not in fields:
                raise err(("examples", i, "desc", key), f"{key!r} is not a field of {data['operator']}")
        for part in ("inputs", "expected"):
            for key in ex[part]:
                if key not in tensor_names:
                    raise err(("examples", i, part, key), f"{key!r} is not a tensor field")
        examples.append(Example(ex["id"], ex["cite"], ex.get("origin", "doc"), ex.get("assumed"), ex["desc"],
                                ex["inputs"], ex["expected"], locate(locations, ("examples", i), file)))

    for i, item in enumerate(data["unspecified"]):
        for fname in item.get("detect", {}).get("fields", {}):
            if fname not in fields:
                raise err(("unspecified", i, "detect", "fields", fname), f"{fname!r} is not a field of {data['operator']}")

    for section in ("constraints", "examples", "equivalences", "unspecified", "errata"):
        seen: dict[str, int] = {}
        for i, item in enumerate(data.get(section, [])):
            if item["id"] in seen:
                raise err((section, i, "id"), f"duplicate id {item['id']!r} (also {section}[{seen[item['id']]}])")
            seen[item["id"]] = i

    return OperatorSpec(data["operator"], data["type"], stem, introduced, data["sources"], fields, rows,
                        constraints, data["semantics"], examples, data.get("equivalences", []),
                        data["unspecified"], data["errata"], file, data.get("availability_cite", "Availability"),
                        scope, data.get("scope", {}).get("note", ""),
                        {f.enum: frozenset(enums[f.enum]) | set(enums[f.enum].values())
                         for f in fields.values() if f.enum})
