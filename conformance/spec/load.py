"""The YAML specs, loaded, checked against the schema, and turned into typed objects.

``load_specs()`` reads ``spec/``: the shared tables in ``spec/tables/`` and one file per
operator in ``spec/operators/``. Every problem is reported as ``file:line:column: what``.
Each constraint becomes a rule of the vocabulary and each tolerance entry a parsed formula
once every spec is read.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import re
from pathlib import Path
from typing import Any, Iterable

from ..errors import DataError, SpecError
from ..files import FileFormatError, load_json, read_bytes
from . import cache, tolerance
from .model import (SPEC_DIR_ENV, BufferTensorRules, ConstraintSpec, DataType, Example, FeatureLevel, Field,
                    Implied, OperatorSpec, SpecSet, SupportRow, TensorSupport, default_spec_dir, split_member,
                    tensor_json)
from .tensor_desc import TensorDesc
from .values import check_desc_types, to_array
from .vocabulary import build_rule
from .equivalence_words import check_made_words as _check_made_words
from .yamlload import format_path, load_yaml, locate


# jsonschema and referencing are imported where a spec is checked, not with this module: a load
# that the cache answers (conformance.spec.cache) needs neither, and they cost a tenth of a second


def _schema_registry(schema_dir: Path) -> tuple[dict, dict, Registry]:
    from referencing import Registry, Resource

    schemas = {}
    for name in ("operator", "table"):
        path = schema_dir / f"{name}.schema.json"
        try:
            schemas[name] = load_json(path, "JSON schema")
        except FileFormatError as exc:
            raise SpecError(f"{exc} (cannot load the schema)") from None
        if not isinstance(schemas[name], dict) or not isinstance(schemas[name].get("$id"), str):
            raise SpecError(f"{path}: cannot load schema: not a JSON schema object with an $id")
    registry = Registry().with_resources(
        (s["$id"], Resource.from_contents(s)) for s in schemas.values())
    return schemas["operator"], schemas["table"], registry


def _schema_broken() -> tuple[type[BaseException], ...]:
    """What a schema that is JSON but not a usable schema makes jsonschema raise while validating."""
    import jsonschema
    from referencing.exceptions import Unresolvable

    return (jsonschema.exceptions.SchemaError, jsonschema.exceptions.UnknownType, Unresolvable,
            TypeError, ValueError, KeyError, AttributeError, re.error, RecursionError)


def _check_schema(data: Any, schema: dict, registry: Registry, file: str, locations, schema_file: Path) -> None:
    import jsonschema

    validator = jsonschema.Draft202012Validator(schema, registry=registry)
    try:
        errors = sorted(validator.iter_errors(data), key=lambda e: list(map(str, e.absolute_path)))
    except _schema_broken() as exc:  # checked here, not up front: check_schema would cost every load
        message = " ".join(str(getattr(exc, "message", exc)).split())[:200]
        raise SpecError(f"{schema_file}: cannot check {file} with it: "
                        f"{type(exc).__name__}: {message}") from None
    if errors:  # one line, for the first error in the file's order; the others follow once it is mended
        err = min(errors, key=lambda e: _line_of(locate(locations, tuple(e.absolute_path), file)))
        path = tuple(err.absolute_path)
        if err.validator == "additionalProperties" and isinstance(err.instance, dict):
            extra = [k for k in err.instance if k not in err.schema.get("properties", {})]
            path = path + (extra[0],) if extra else path
        where = locate(locations, path, file)
        schema_path = "/".join(map(str, err.absolute_schema_path))
        more = f" (and {len(errors) - 1} more schema error(s))" if len(errors) > 1 else ""
        message = " ".join(_short(err).split())
        raise SpecError(f"{where}: {format_path(path)}: {message[:300]} (schema: {schema_path}){more}")


def _line_of(where: str) -> tuple[int, int]:
    """``file:line:col`` -> (line, col), for ordering errors as the file reads."""
    parts = where.rsplit(":", 2)
    try:
        return int(parts[1]), int(parts[2])
    except (IndexError, ValueError):
        return (0, 0)


def _short(err: jsonschema.ValidationError) -> str:
    if err.validator == "oneOf" and err.context:
        import jsonschema

        best = jsonschema.exceptions.best_match(err.context)
        return best.message
    return err.message


def _sha256_files(files: Iterable[Path]) -> str:
    digest = hashlib.sha256()
    for path in sorted(files):
        try:
            data = read_bytes(path, "spec file")
        except FileFormatError as exc:
            raise SpecError(str(exc)) from None
        digest.update(path.name.encode() + b"\0" + data + b"\0")
    return digest.hexdigest()


@contextlib.contextmanager
def _file(file: str):
    """Whatever the checks missed in ``file`` becomes a SpecError naming it, never a traceback."""
    try:
        yield
    except SpecError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, ArithmeticError, RecursionError) as exc:
        raise SpecError(f"{file}: cannot load: {type(exc).__name__}: {' '.join(str(exc).split())[:200]}") from None


@functools.lru_cache(maxsize=8)
def _load_cached(directory: str) -> SpecSet:
    return _load(Path(directory))


def load_specs(directory: Path | str | None = None) -> SpecSet:
    """Load and check every spec under ``directory`` (default: the repository's ``spec/``)."""
    return _load_cached(str(Path(directory or default_spec_dir()).resolve()))


def _load(directory: Path) -> SpecSet:
    if not directory.is_dir():
        raise SpecError(f"{directory}: spec directory not found (set {SPEC_DIR_ENV})")
    files = _SpecFiles(directory)
    entry = cache.key(directory, files.every)
    cached = cache.read(entry) if entry else None
    if cached is not None:
        try:
            return _build(files, lambda path, kind: cached[str(path)])
        except Exception as exc:  # the entry passed its digest yet is not what this loader wrote
            cache.discard(entry, f"it does not build a spec set ({type(exc).__name__})")
    parser = _Parser(directory)
    specs = _build(files, parser.parse)
    if entry:
        cache.write(entry, parser.parsed)
    return specs


class _SpecFiles:
    """The files of a spec folder that ``_load`` reads."""

    def __init__(self, directory: Path):
        self.directory = directory
        self.tables = sorted((directory / "tables").glob("*.yaml"))
        self.operators = sorted((directory / "operators").glob("*.yaml"))
        families = directory / "families"
        self.families = sorted(families.glob("*.yaml")) if families.is_dir() else []
        self.every = [*self.tables, *self.operators, *(directory / "schema").glob("*.json"), *self.families]


class _Parser:
    """Each spec file parsed and checked against its schema: a pure function of the files'
    bytes, so its results (``parsed``) are what ``conformance.spec.cache`` keeps."""

    def __init__(self, directory: Path):
        self.directory = directory
        self.op_schema, self.table_schema, self.registry = _schema_registry(directory / "schema")
        self._families: dict | None = None
        self.parsed: cache.Parsed = {}

    def parse(self, path: Path, kind: str) -> tuple[Any, dict]:
        data, locations = load_yaml(path)
        if kind == "operator":
            if self._families is None:
                self._families = _families(self.directory / "families")
            with _file(str(path)):  # a part of another type than the template's (fields: a string)
                data = _with_family(data, locations, str(path), self._families)
        _check_integers(data, locations, str(path))
        schema = self.op_schema if kind == "operator" else self.table_schema
        _check_schema(data, schema, self.registry, str(path), locations,
                      self.directory / "schema" / f"{kind}.schema.json")
        self.parsed[str(path)] = (data, locations)
        return data, locations


def _build(files: _SpecFiles, parse) -> SpecSet:
    """The SpecSet of ``files``, each parsed by ``parse(path, "table" | "operator")``."""
    directory = files.directory
    tables: dict[str, tuple[dict, dict, str]] = {}
    table_files = files.tables
    for path in table_files:
        data, locations = parse(path, "table")
        if data["table"] in tables:
            raise SpecError(f"{locate(locations, ('table',), str(path))}: table: {data['table']} is also "
                            f"in {tables[data['table']][2]}")
        _check_entries(data, locations, str(path))
        tables[data["table"]] = (data, locations, str(path))
    for needed in ("DML_FEATURE_LEVEL", "DML_TENSOR_DATA_TYPE", "DML_AXIS_DIRECTION", "DML_BUFFER_TENSOR_DESC",
                   "DML_OPERATOR_TYPE"):
        if needed not in tables:
            raise SpecError(f"{directory / 'tables'}: no table {needed}")

    levels_data = tables["DML_FEATURE_LEVEL"][0].get("entries", [])
    if not levels_data:
        raise SpecError(f"{tables['DML_FEATURE_LEVEL'][2]}:1:1: DML_FEATURE_LEVEL table lists no feature level")
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
    for i, e in enumerate(dt_data.get("entries", [])):
        for key in ("kind", "bits", "introduced_in"):
            if key not in e:
                raise SpecError(f"{locate(dt_loc, ('entries', i), dt_file)}: entries[{i}]: data type needs {key!r}")
        _check_data_type(e, dt_loc, ("entries", i), dt_file)
        data_types[e["name"]] = DataType(e["name"], e["value"], e["kind"], e["bits"],
                                         level_at(e["introduced_in"], dt_loc, ("entries", i, "introduced_in"), dt_file),
                                         e["cite"])
    enums = {name: {e["name"]: e["value"] for e in data.get("entries", [])}
             for name, (data, _, _) in tables.items() if name != "DML_BUFFER_TENSOR_DESC"}

    buf_data, buf_loc, buf_file = tables["DML_BUFFER_TENSOR_DESC"]
    for key in ("size_alignment_bytes", "max_dimension_count", "max_element_count", "constraints"):
        if key not in buf_data:
            raise SpecError(f"{buf_file}:1:1: DML_BUFFER_TENSOR_DESC table needs {key!r}")
    for key, top in (("size_alignment_bytes", 1 << 16), ("max_dimension_count", 64), ("max_element_count", 2**64 - 1)):
        if buf_data[key] > top:  # the schema says an integer of at least 1; the suite builds lists this long
            raise SpecError(f"{locate(buf_loc, (key,), buf_file)}: {key}: {buf_data[key]} is beyond {top}, "
                            "more than any DirectML has or this suite can build")
    buffer = BufferTensorRules(
        buf_data["size_alignment_bytes"], buf_data["max_dimension_count"], buf_data["max_element_count"],
        tuple(_constraint(c, buf_loc, ("constraints", i), buf_file, "")
              for i, c in enumerate(buf_data["constraints"])),
        tuple(buf_data.get("unspecified", [])), tuple(buf_data.get("errata", [])))

    operators: dict[str, OperatorSpec] = {}
    spec_data: dict[str, tuple[dict, dict]] = {}
    op_files = files.operators
    if not op_files:
        raise SpecError(f"{directory / 'operators'}: no operator specs (*.yaml) in it; a spec set specifies "
                        "at least one operator")
    for path in op_files:
        data, locations = parse(path, "operator")
        with _file(str(path)):
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
                    _sha256_files(files.every))
    for spec in operators.values():
        with _file(spec.file):
            spec.rules = [build_rule(c, spec, specs) for c in spec.constraints]
            data, locations = spec_data[spec.operator]
            where = locate(locations, ("semantics",), spec.file)
            spec.tolerances = tolerance.parse_entries(spec, data["semantics"].get("tolerance"), where,
                                                      lambda path: locate(locations, path, spec.file))
            for i, e in enumerate(spec.tolerances):
                for dt in e.data_types:
                    if dt not in data_types:
                        raise SpecError(f"{where}: semantics.tolerance[{i}]: unknown data type {dt!r}")
            bound = data["semantics"].get("value_bound") or []
            entries = [((), bound)] if isinstance(bound, dict) else [((i,), b) for i, b in enumerate(bound)]
            spec.value_bound = []
            for path, entry in entries:
                at = {k: locate(locations, ("semantics", "value_bound", *path, k), spec.file) for k in entry}
                spec.value_bound.append((entry.get("when") or {}, {
                    k: tolerance.Formula(v, f"{at[k]}: semantics.value_bound{''.join(f'[{i}]' for i in path)}.{k}",
                                         tolerance.formula_names(spec)) for k, v in entry.items() if k != "when"}))
            _check_examples(spec, specs, locations)
            _check_equivalences(spec, specs, locations)
    with _file(buf_file):
        specs.buffer_rules = [build_rule(c, None, specs) for c in buffer.constraints]
    return specs


# what a family template may hold: the parts every page of a family repeats
FAMILY_PARTS = ("fields", "constraints", "unspecified")


def _families(directory: Path) -> dict[str, tuple[Path, dict, dict]]:
    """spec/families/*.yaml: name -> (file, data, locations)."""
    out = {}
    for path in sorted(directory.glob("*.yaml")) if directory.is_dir() else []:
        data, locations = load_yaml(path)
        if not isinstance(data, dict) or set(data) - {"family", *FAMILY_PARTS} or data.get("family") != path.stem:
            raise SpecError(f"{path}:1:1: a family template holds `family: {path.stem}` and only "
                            f"{', '.join(FAMILY_PARTS)}")
        out[path.stem] = (path, data, locations)
    return out


def _with_family(data: Any, locations: dict, file: str, families: dict) -> Any:
    """The spec with its family's parts merged in: the template's fields first (the page's
    struct lists them first), then the spec's own; the template's constraints and unspecified
    items before the spec's. An item whose id the spec repeats is the spec's (an override)."""
    if not isinstance(data, dict) or "family" not in data:
        return data
    name = data["family"]
    if name not in families:
        raise SpecError(f"{locate(locations, ('family',), file)}: family: unknown family {name!r} "
                        f"(spec/families/ has {', '.join(sorted(families)) or 'none'})")
    _, template, _ = families[name]
    merged = dict(data)
    own_fields = data.get("fields") or {}
    merged["fields"] = {**{k: v for k, v in (template.get("fields") or {}).items() if k not in own_fields},
                        **own_fields}
    for part in ("constraints", "unspecified"):
        own = data.get(part) or []
        ids = {item.get("id") for item in own if isinstance(item, dict)}
        merged[part] = [item for item in template.get(part) or [] if item.get("id") not in ids] + own
    return merged


def _check_integers(data: Any, locations: dict, file: str) -> None:
    """Every integer in a spec fits 64 bits (sizes, counts, enum values): a longer one is refused
    where it is written, before a rule or a generator computes with it."""
    stack = [(data, ())]
    while stack:
        value, path = stack.pop()
        if isinstance(value, dict):
            stack.extend((v, path + (k,)) for k, v in value.items())
        elif isinstance(value, list):
            stack.extend((v, path + (i,)) for i, v in enumerate(value))
        elif isinstance(value, int) and not isinstance(value, bool) and not -2**63 <= value < 2**64:
            shown = str(value) if len(str(value)) <= 30 else f"a number of {len(str(value))} digits"
            raise SpecError(f"{locate(locations, path, file)}: {format_path(path)}: {shown} does not fit "
                            "64 bits")


def _check_entries(data: dict, locations: dict, file: str) -> None:
    """An enum table names each constant once and gives each its own value."""
    names: dict[str, int] = {}
    values: dict[int, int] = {}
    for i, e in enumerate(data.get("entries", [])):
        for key, seen in (("name", names), ("value", values)):
            if e[key] in seen:
                raise SpecError(f"{locate(locations, ('entries', i, key), file)}: entries[{i}].{key}: "
                                f"{e[key]!r} is also entries[{seen[e[key]]}].{key} in {data['table']}")
            seen[e[key]] = i


# the element sizes each kind of DML_TENSOR_DATA_TYPE may have (numpy holds all but 4-bit ones)
_BITS = {"none": (0,), "float": (16, 32, 64), "signed": (4, 8, 16, 32, 64), "unsigned": (4, 8, 16, 32, 64)}
_NAMED = re.compile(r"^(FLOAT|UINT|INT)(\d+)$")


def _check_data_type(e: dict, locations: dict, path: tuple, file: str) -> None:
    """A data type's kind and bits agree with each other and with its name (FLOAT32: float, 32)."""
    where = f"{locate(locations, path + ('bits',), file)}: {format_path(path)}"
    if e["bits"] not in _BITS[e["kind"]]:
        raise SpecError(f"{where}.bits: {e['bits']} bits is not a size of a {e['kind']} data type "
                        f"({', '.join(map(str, _BITS[e['kind']]))})")
    m = _NAMED.match(e["name"])
    if m:
        kind = {"FLOAT": "float", "UINT": "unsigned", "INT": "signed"}[m[1]]
        if (e["kind"], e["bits"]) != (kind, int(m[2])):
            raise SpecError(f"{where}: {e['name']} must have kind {kind} and bits {int(m[2])}, "
                            f"not kind {e['kind']} and bits {e['bits']}")


def _check_examples(spec: OperatorSpec, specs: SpecSet, locations: dict) -> None:
    """Each example's desc holds the JSON types its fields take, its inputs are for its input
    tensors and its expected values for its outputs, each with as many values of its data type
    as its tensor desc has elements: an example is a case, held to what a case file is."""
    for i, ex in enumerate(spec.examples):
        path = ("examples", i)
        try:
            check_desc_types(spec, ex.desc, locate(locations, path + ("desc",), spec.file),
                             f"{format_path(path)}.desc")
        except DataError as exc:
            raise SpecError(str(exc)) from None
        for part, role in (("inputs", "input"), ("expected", "output")):
            for name, values in ex.inputs.items() if part == "inputs" else ex.expected.items():
                at = path + (part, name)
                where = f"{locate(locations, at, spec.file)}: {format_path(at)}"
                f = spec.field_of(name)
                if f is None or f.role != role:
                    raise SpecError(f"{where}: {name} is not an {role} tensor of {spec.operator}")
                if not isinstance(tensor_json(ex.desc, name), dict):
                    raise SpecError(f"{where}: the example's desc has no {name}")
                try:
                    t = TensorDesc.from_json(tensor_json(ex.desc, name), specs,
                                             f"{locate(locations, path + ('desc', name), spec.file)}: "
                                             f"{format_path(path + ('desc', name))}")
                    to_array(values, t.data_type, t.sizes, where)
                except DataError as exc:
                    raise SpecError(str(exc)) from None
        missing = [n for n in spec.tensor_names(ex.desc, "input") if n not in ex.inputs]
        if missing:
            raise SpecError(f"{locate(locations, path + ('inputs',), spec.file)}: {format_path(path)}.inputs: "
                            f"no values for {', '.join(missing)}")


def _check_equivalences(spec: OperatorSpec, specs: SpecSet, locations: dict) -> None:
    """Each operator an equivalence names is specified, and each field it reads from this
    side (``fields_from``, ``fill``, ``equals_nested``) is one of this operator's."""
    most = specs.buffer.max_dimension_count

    def walk(part: dict, path: tuple) -> None:
        at = locate(locations, path, spec.file)
        for key in ("equals", "run"):
            if key in part:
                try:
                    specs.operator(part[key])
                except KeyError:
                    raise SpecError(f"{at}: {'.'.join(map(str, path))}.{key}: {part[key]} has no spec") from None
        sources = [v for v in part.get("fields_from", {}).values() for v in ([v] if isinstance(v, str) else v)
                   if isinstance(v, str)]  # a number in a list is itself
        sources += [h["fill"] for h in part.get("inputs_from", {}).values() if "fill" in h]
        sources += [h["broadcast"] for h in part.get("inputs_from", {}).values() if "broadcast" in h]
        sources += [part["equals_nested"]] if "equals_nested" in part else []
        for source in sources:
            if source.split(".")[0] not in spec.fields:
                raise SpecError(f"{at}: {'.'.join(map(str, path))}: {source!r} is not a field of {spec.operator}")
        for tensor, how in part.get("inputs_from", {}).items():
            if "run" in how:
                walk(how, path + ("inputs_from", tensor))
            if not -most <= how.get("along", 0) < most:
                raise SpecError(f"{at}: inputs_from.{tensor}.along: {how['along']}: a dimension is from {-most} to {most - 1}")

    for i, eq in enumerate(spec.equivalences):
        walk(eq, ("equivalences", i))
        _check_equivalence_words(spec, specs, eq, ("equivalences", i), locations)


_SIZE_CONDITION = re.compile(r"^(?P<tensor>[A-Za-z]\w*)\.Sizes\[(?P<at>-?\d+)\]$")



def _check_equivalence_words(spec: OperatorSpec, specs: SpecSet, eq: dict, path: tuple, locations: dict) -> None:
    """``when`` keys, ``fields_computed``, ``reshape``, ``round_trip`` and ``not_owed_at``: each
    names what exists and says what can be done, or one line says where and why not."""
    def fail(key: tuple, message: str) -> SpecError:
        return SpecError(f"{locate(locations, path + key, spec.file)}: {format_path(path + key)}: {message}")

    tensors = {n for n, f in spec.fields.items() if f.kind in ("tensor", "tensor_array")}
    most = specs.buffer.max_dimension_count
    for key in eq.get("when", {}):
        found = _SIZE_CONDITION.match(key)
        if key not in spec.fields and not (found and found["tensor"] in tensors and -most <= int(found["at"]) < most):
            raise fail(("when",), f"{key!r} is neither a field of {spec.operator} nor Tensor.Sizes[N] of one of its "
                                  f"tensors (N from {-most} to {most - 1})")
    other = spec if eq.get("equals_nested") else specs.operator(eq.get("equals", spec.operator))
    _check_made_words(spec, eq, other, tensors, most, path, fail, locations)

    def run_words(part: dict, at: tuple) -> None:  # the same words inside each run of inputs_from
        for tensor, how in part.get("inputs_from", {}).items():
            if "run" in how:
                inner = at + ("inputs_from", tensor)
                _check_made_words(spec, how, specs.operator(how["run"]), tensors, most, inner,
                                  lambda key, message, inner=inner: fail(inner[len(path):] + key, message), locations)
                run_words(how, inner)
    run_words(eq, path)
    t = eq.get("tensors", {})
    if eq.get("relation") == "round_trip":
        if getattr(spec.fields.get(t.get("input")), "role", None) != "input":
            raise fail(("tensors",), f"round_trip's input {t.get('input')!r} is not an input tensor of {spec.operator}")
        if getattr(other.fields.get(t.get("output")), "role", None) != "output":
            raise fail(("tensors",), f"round_trip's output {t.get('output')!r} is not an output tensor of {other.operator}")
        if not eq.get("inputs_from"):
            raise fail(("relation",), "round_trip needs inputs_from: the other side reads what this side wrote")
    if eq.get("relation") == "uniform_bits" and getattr(spec.fields.get(t.get("output")), "role", None) != "output":
        raise fail(("tensors",), f"uniform_bits' output {t.get('output')!r} is not an output tensor of {spec.operator}")
    if eq.get("relation") == "adjoint":
        roles = {"gradient": (spec, "input"), "result": (spec, "output"), "direction": (other, "input"),
                 "image": (other, "output")} | ({"at": (spec, "input")} if eq.get("finite_differences") else {})
        for key, (side, role) in roles.items():
            if getattr(side.fields.get(t.get(key)), "role", None) != role:
                raise fail(("tensors", key), f"adjoint's {key} {t.get(key)!r} is not an {role} tensor of {side.operator}")
        if (eq.get("also") or eq.get("from_forward")) and not eq.get("finite_differences"):
            raise fail(("also" if eq.get("also") else "from_forward",), "needs finite_differences: the forward's "
                                                                        "reference is differenced at the point")
        for i, pair in enumerate(eq.get("also", [])):
            for key, (side, role) in {"result": (spec, "output"), "direction": (other, "input"),
                                      "at": (spec, "input")}.items():
                if (key != "at" or key in pair) and getattr(side.fields.get(pair.get(key)), "role", None) != role:
                    raise fail(("also", i, key), f"adjoint's {key} {pair.get(key)!r} is not an {role} tensor of "
                                                 f"{side.operator}")
        for mine, theirs in eq.get("from_forward", {}).items():
            if getattr(spec.fields.get(mine), "role", None) != "input" \
                    or getattr(other.fields.get(theirs), "role", None) != "output":
                raise fail(("from_forward", mine), f"{mine!r} is not an input tensor of {spec.operator}, or {theirs!r} "
                                                   f"not an output tensor of {other.operator}")
    if "within" in eq:
        name, _ = split_member(eq["within"]["tensor"])
        if eq.get("relation") != "round_trip" or getattr(spec.fields.get(name), "role", None) != "input":
            raise fail(("within", "tensor"), f"{eq['within']['tensor']!r} is not an input tensor (or member) of "
                                             f"{spec.operator}, or the relation is not round_trip")
        if eq["within"].get("saturated_not_owed") and not eq.get("inputs_from"):
            raise fail(("within", "saturated_not_owed"), "needs inputs_from: the intermediate it reads")
    if "not_owed_at" in eq:
        item = next((u for u in spec.unspecified if u.get("id") == eq["not_owed_at"]), None)
        detect = (item or {}).get("detect", {})
        if eq.get("relation") != "round_trip" or detect.get("indices") != "conflicting" \
                or detect.get("tensors", [None])[0] != t.get("input"):
            raise fail(("not_owed_at",), f"{eq['not_owed_at']!r} is not an unspecified item of {spec.operator} with "
                                         "detect: {indices: conflicting} whose updates are round_trip's input "
                                         "(and the relation must be round_trip)")


def _constraint(c: dict, locations, path, file: str, doc: str) -> ConstraintSpec:
    params = {k: v for k, v in c.items()
              if k not in ("id", "rule", "cite", "implied", "rationale", "before_level", "when")}
    return ConstraintSpec(c["id"], c["rule"], c["cite"], params, bool(c.get("implied", False)),
                          locate(locations, path, file), doc, c.get("before_level"), c.get("when"))


def _operator(data: dict, locations: dict, file: str, stem: str, level_at, data_types, enums) -> OperatorSpec:
    def err(path: tuple, message: str) -> SpecError:
        return SpecError(f"{locate(locations, path, file)}: {format_path(path)}: {message}")

    fields = {}
    for name, f in data["fields"].items():
        of = f.get("of", ())
        fields[name] = Field(name, f["kind"], f.get("role"), bool(f.get("optional", f["kind"] == "scale_bias")),
                             tuple([of] if isinstance(of, str) else of), f.get("size"), f.get("enum"),
                             f.get("data_type"), f.get("allowed"))
        if f["kind"] == "enum" and f["enum"] not in enums:
            raise err(("fields", name, "enum"), f"unknown enum {f['enum']!r}")
        if f["kind"] in ("operator_desc", "operator_desc_array") and f["allowed"] not in enums:
            raise err(("fields", name, "allowed"), f"no table {f['allowed']!r} of operator types")
        if f["kind"] == "scalar_union":
            holder = data["fields"].get(f["data_type"])
            if not isinstance(holder, dict) or holder.get("enum") != "DML_TENSOR_DATA_TYPE":
                raise err(("fields", name, "data_type"),
                          f"{f['data_type']!r} is not a DML_TENSOR_DATA_TYPE field of {data['operator']}")
        for ref in fields[name].of + ((f["size"],) if f.get("size") else ()):
            if ref not in data["fields"]:
                raise err(("fields", name), f"refers to unknown field {ref!r}")
    tensor_names = [n for n, f in fields.items() if f.kind in ("tensor", "tensor_array")]
    for name, f in fields.items():  # an array of tensor descs is sized by a count that names it
        if f.kind in ("tensor_array", "operator_desc_array") and (fields[f.size].kind != "count" or name not in fields[f.size].of):
            raise err(("fields", name, "size"), f"{f.size!r} is not a count field whose `of` names {name}")

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
        rows.append(SupportRow(level, row["cite"], tensors, locate(locations, ("tensor_support", i), file), when,
                               row.get("derived", "")))
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
                if split_member(key)[0] not in tensor_names:
                    raise err(("examples", i, part, key), f"{key!r} is not a tensor field")
        examples.append(Example(ex["id"], ex["cite"], ex.get("origin", "doc"), ex.get("assumed"), ex["desc"],
                                ex["inputs"], ex["expected"], locate(locations, ("examples", i), file)))

    for i, item in enumerate(data["unspecified"]):
        for fname in item.get("detect", {}).get("fields", {}):
            if fname not in fields:
                raise err(("unspecified", i, "detect", "fields", fname), f"{fname!r} is not a field of {data['operator']}")

    implied = {}
    for name, i in data.get("implied", {}).items():
        path = ("implied", name)
        if name in fields:
            raise err(path, f"{name} is a field of {data['operator']}: only a field its desc lacks is implied")
        if "enum" in i and i["enum"] not in enums:
            raise err(path + ("enum",), f"unknown enum {i['enum']!r}")
        if "enum" in i and i["value"] not in enums[i["enum"]]:
            raise err(path + ("value",), f"{i['value']!r} is not a value of {i['enum']}")
        if "like" in i and getattr(fields.get(i["like"]), "kind", None) not in ("uint_array", "float_array", "tensor"):
            raise err(path + ("like",), f"{i['like']!r} is not a uint_array, float_array or tensor field of {data['operator']}")
        implied[name] = Implied(name, i["cite"], i.get("enum"), i.get("value"), i.get("each"), i.get("like"), i.get("uint"),
                                i.get("float"), i.get("bool"))

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
                         for f in fields.values() if f.enum}, implied=implied)
