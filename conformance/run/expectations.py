"""Expectations files: known failures of a backend, waived with a reason and a link.

    format: dmlconf-expectations/1
    backend: onnxruntime:*          # optional glob on the backend label, or a list of globs
    waive:
      - cases: "max_pooling*-float32-*"   # glob, or a list of globs, on case ids
        outcomes: [FAIL]                  # optional (default: FAIL, ERROR, CRASH, TIMEOUT; or UNSUPPORTED)
        message: "got -3.40282"           # optional substring of the result's message
        data_types: {InputTensor: INT64}  # optional: each named tensor has that data type (or one of a list)
        fields: {P: 1, FusedActivation.Type: [DML_OPERATOR_ACTIVATION_RELU]}  # optional: each desc field
                                          # (a dotted path into nested descs) has that value (or one of a list),
                                          # or lies below another field's, less ``minus``:
                                          # {Axis: {less_than: IndexDimensions, minus: 1}},
                                          # or meets a predicate: {OutputPadding: {not_zero: true}},
                                          # {Axis: {at_least: 4, at_most: 5}}, {Mode: {in: [A, B]}}
                                          # (on an array field: some element meets it);
                                          # a number in a path indexes a list (ValuesTensor.Sizes.-1)
        details: {recording.refused_interfaces: {in: [ID3D12Device5]}}  # optional: what the backend
                                          # reported of the dispatch (the result's details, a dotted
                                          # path), as ``fields`` names the desc's: a value, a list, or a
                                          # predicate (on a list, some element meets it)
        worst_at_most: 64                 # optional: a tolerance failure whose worst error (in the
                                          # tolerance's units) is at most this; a worse one stays red
        error_at_most: {absolute: 2.4e-7, relative: 1e-5}  # optional: every output element within
                                          # max(absolute, relative * |expected|) of the expected value
        elements: {expected: 0, actual: nan}  # optional: the failing elements it explains (each value
                                          # or list optional): every failing element must be one
        reason: MaxPool returns -FLT_MAX where every element is -inf
        link: https://github.com/...

A matching result becomes WAIVED: it does not count against conformance, and the report
shows it with the reason, the link and the outcome it had. Entries compose: a result no entry
waives alone is waived by several together when each matches it but for its elements, and
together the elements they explain (``elements``, or ``error_at_most`` per element) are every
failing element (two findings met in one case); the result names each. A CI gate stays green while
the bug is tracked, and turns red for any failure not written down.

UNSUPPORTED is waived only where it counts against the backend, on an implementation of
DirectML (conformance.run.verdict: it must support every case of its level), and only by an
entry that names it in ``outcomes``; a case whose desc the backend's interface cannot express
(``details.inexpressible``) counts against nobody and is never waived.

Several files (``--expectations A --expectations B``) combine (``ExpectationSet``): each file
applies to the backends its ``backend`` glob names, the first matching entry wins, and an
entry that waived nothing is named with its file and line.
"""

from __future__ import annotations

import fnmatch
from dataclasses import dataclass, field
from pathlib import Path

import jsonschema
import numpy as np

from ..errors import DmlconfError
from ..spec.values import json_float
from ..spec.yamlload import format_path, load_yaml, locate
from .results import Outcome, Result

FORMAT = "dmlconf-expectations/1"
WAIVABLE = ("FAIL", "ERROR", "CRASH", "TIMEOUT")  # what an entry without ``outcomes`` waives
NAMED_ONLY = ("UNSUPPORTED",)  # waived only by an entry that names it (a strict backend's lack)

# an output element's value in ``elements``: a number, or "nan", "inf", "-inf" as results write them
_VALUE = {"oneOf": [{"type": "number"}, {"enum": ["nan", "inf", "-inf"]}]}
# a desc field's or a result detail's value, values (any of them), or a predicate on it
_SCALAR = {"type": ["string", "number", "boolean"]}
_SCALARS = {"type": "array", "minItems": 1, "items": _SCALAR}
_PREDICATE = {"type": "object", "additionalProperties": False, "minProperties": 1,
              "properties": {"not_zero": {"const": True}, "at_least": {"type": "number"},
                             "at_most": {"type": "number"}, "in": _SCALARS}}
SCHEMA = {
    "type": "object", "additionalProperties": False, "required": ["format", "waive"],
    "properties": {
        "format": {"const": FORMAT},
        "backend": {"oneOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}, "minItems": 1}]},
        "waive": {"type": "array", "items": {
            "type": "object", "additionalProperties": False, "required": ["cases", "reason"],
            "properties": {
                "cases": {"oneOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}, "minItems": 1}]},
                "outcomes": {"type": "array", "items": {"enum": list(WAIVABLE + NAMED_ONLY)}, "minItems": 1},
                "message": {"type": "string"},
                "data_types": {"type": "object", "minProperties": 1, "additionalProperties": {
                    "oneOf": [{"type": "string"}, {"type": "array", "minItems": 1, "items": {"type": "string"}}]}},
                "fields": {"type": "object", "minProperties": 1, "additionalProperties": {
                    "oneOf": [_SCALAR, _SCALARS,
                              {"type": "object", "additionalProperties": False, "required": ["less_than"],
                               "properties": {"less_than": {"type": "string", "minLength": 1},
                                              "minus": {"type": "integer"}}},
                              _PREDICATE]}},
                "details": {"type": "object", "minProperties": 1, "additionalProperties": {
                    "oneOf": [_SCALAR, _SCALARS, _PREDICATE]}},
                "inputs_above": {"type": "object", "minProperties": 1, "additionalProperties": {
                    "oneOf": [{"type": "integer"}, {"type": "string", "pattern": r"^\w+\.Sizes\[\w+\]$"}]}},
                "elements": {"type": "object", "additionalProperties": False, "minProperties": 1, "properties": {
                    k: {"oneOf": [_VALUE, {"type": "array", "minItems": 1, "items": _VALUE}]}
                    for k in ("expected", "actual")}},
                "worst_at_most": {"type": "number", "exclusiveMinimum": 0},
                "error_at_most": {"type": "object", "additionalProperties": False, "minProperties": 1,
                                  "properties": {"absolute": {"type": "number", "minimum": 0},
                                                 "relative": {"type": "number", "minimum": 0}}},
                "reason": {"type": "string", "minLength": 1},
                "link": {"type": "string"},
            }}},
    },
}


def _field(desc: dict, path: str):
    """The value at ``path`` (dotted, into nested descs; a number indexes a list, -1 its last:
    ``ValuesTensor.Sizes.-1``), or None."""
    value = desc
    for part in path.split("."):
        if isinstance(value, list) and part.lstrip("-").isdigit():
            value = value[int(part)] if -len(value) <= int(part) < len(value) else None
        else:
            value = value.get(part) if isinstance(value, dict) else None
    return value


def _is_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _meets(value, predicate: dict) -> bool:
    """``value`` (one field, or one element of an array field) meets every part of ``predicate``:
    ``not_zero``, ``at_least``, ``at_most`` (numbers), ``in`` (a set of values)."""
    if "in" in predicate and value not in predicate["in"]:
        return False
    if any(k in predicate for k in ("not_zero", "at_least", "at_most")) and not _is_number(value):
        return False
    return (not predicate.get("not_zero") or value != 0) and value >= predicate.get("at_least", value) \
        and value <= predicate.get("at_most", value)


def _holds(found: dict, wanted: dict) -> bool:
    """Each path of ``wanted`` (dotted, into ``found``: a desc, or a result's details) holds its
    value or one of its list, or meets its predicate (an array: some element meets it)."""
    for path, want in wanted.items():
        value = _field(found, path)
        if isinstance(want, dict):
            if not any(_meets(v, want) for v in (value if isinstance(value, list) else [value])):
                return False
        elif value is None or value not in (want if isinstance(want, list) else [want]):
            return False
    return True


class ExpectationsError(DmlconfError):
    """An expectations file is malformed: the message starts with file:line."""


@dataclass
class Waiver:
    patterns: tuple[str, ...]
    outcomes: frozenset[str]
    message: str
    reason: str
    link: str
    where: str  # file:line of the entry
    data_types: dict[str, str | list[str]] = field(default_factory=dict)
    worst_at_most: float | None = None
    error_at_most: dict[str, float] | None = None
    fields: dict[str, object] = field(default_factory=dict)
    inputs_above: dict[str, int | str] = field(default_factory=dict)
    elements: dict[str, object] | None = None
    details: dict[str, object] = field(default_factory=dict)
    matched: int = 0

    def matches(self, result: Result, desc: dict | None = None, inputs: dict | None = None) -> bool:
        return (self.matches_case(result, desc, inputs) and self.message in result.message
                and self._bounded(result) and self._near(result) and self._explains_all(result))

    def matches_case(self, result: Result, desc: dict | None = None, inputs: dict | None = None) -> bool:
        """Everything but what the entry says of the output's values: its case, outcome, types,
        fields and inputs."""
        return (result.outcome.value in self.outcomes and self._fields(desc) and self._inputs_above(desc, inputs)
                and _holds(result.details, self.details)
                and all(result.data_types.get(t) in ([d] if isinstance(d, str) else d) for t, d in self.data_types.items())
                and any(fnmatch.fnmatchcase(result.case_id, p) for p in self.patterns))

    def explains(self, result: Result) -> dict[str, set[int]] | None:
        """Per output, the failing elements this entry explains (``elements``' values, or within
        ``error_at_most``); None for an entry that names no elements, or a result that lists no
        failing elements (``details["failing"]``, conformance.run.runner)."""
        failing = result.details.get("failing")
        outputs = result.details.get("outputs") or {}
        if (self.elements is None and self.error_at_most is None) or not isinstance(failing, dict):
            return None
        found: dict[str, set[int]] = {}
        for name, indices in failing.items():
            out = outputs.get(name) or {}
            if not out.get("actual") or not isinstance(indices, list):
                return None
            e = np.array([json_float(v) for v in out["expected"]], dtype=np.float64)
            a = np.array([json_float(v) for v in out["actual"]], dtype=np.float64)
            ok = np.ones(e.shape, dtype=bool)
            if self.elements is not None:
                for key, values in (("expected", e), ("actual", a)):
                    if key in self.elements:
                        wanted = self.elements[key] if isinstance(self.elements[key], list) else [self.elements[key]]
                        ok &= np.isin(values, [json_float(w) for w in wanted]) | (
                            np.isnan(values) & any(w == "nan" for w in wanted))
            if self.error_at_most is not None:
                ok &= self._within(e, a)
            found[name] = {i for i in indices if isinstance(i, int) and 0 <= i < ok.size and ok[i]}
        return found

    def _explains_all(self, result: Result) -> bool:
        if self.elements is None:
            return True
        explained = self.explains(result)
        return explained is not None and all(set(result.details["failing"][n]) <= explained[n] for n in explained)

    def _within(self, e: np.ndarray, a: np.ndarray) -> np.ndarray:
        allowed = np.maximum(self.error_at_most.get("absolute", 0.0),
                             self.error_at_most.get("relative", 0.0) * np.abs(np.where(np.isfinite(e), e, 0)))
        with np.errstate(invalid="ignore"):
            return (a == e) | (np.isnan(a) & np.isnan(e)) | (np.abs(a - e) <= allowed)

    def _fields(self, desc: dict | None) -> bool:
        """Each of ``fields`` (a dotted path into the case's desc) holds its value or one of its
        list, or a number below another field's less ``minus`` (a finding whose condition joins
        two fields); an entry with fields matches no result whose desc is not known."""
        if not self.fields:
            return True
        if not isinstance(desc, dict):
            return False
        for path, wanted in self.fields.items():
            value = _field(desc, path)
            if isinstance(wanted, dict) and "less_than" in wanted:
                bound = _field(desc, wanted["less_than"])
                if not (_is_number(value) and _is_number(bound) and value < bound - wanted.get("minus", 0)):
                    return False
            elif not _holds(desc, {path: wanted}):
                return False
        return True

    def _inputs_above(self, desc: dict | None, inputs: dict | None) -> bool:
        """Some element of each input named in ``inputs_above`` lies above its bound: a number, or
        a size of the desc's (``InputTensor.Sizes[Axis]``: REVERSE_SUBSEQUENCES' lengths past the
        axis). A finding reached by the data alone; an entry with it matches no result whose
        inputs are not known."""
        if not self.inputs_above:
            return True
        if not isinstance(desc, dict) or not isinstance(inputs, dict):
            return False
        for name, bound in self.inputs_above.items():
            if isinstance(bound, str):
                tensor, _, index = bound[:-1].partition(".Sizes[")
                sizes, at = _field(desc, f"{tensor}.Sizes"), _field(desc, index)
                if not isinstance(sizes, list) or not isinstance(at, int) or not 0 <= at < len(sizes):
                    return False
                bound = sizes[at]
            values = inputs.get(name)
            if not isinstance(values, list) or not any(_is_number(v) and v > bound for v in values):
                return False
        return True

    def _near(self, result: Result) -> bool:
        """Every judged output element lies within ``error_at_most`` of its expected value (a NaN
        or an infinity only where it is expected); the elements observed as unspecified are not
        judged here either."""
        if self.error_at_most is None:
            return True
        outputs = result.details.get("outputs") or {}
        if not outputs:
            return False
        for out in outputs.values():
            if not out.get("actual"):
                return False
            e = np.array([json_float(v) for v in out["expected"]], dtype=np.float64)
            a = np.array([json_float(v) for v in out["actual"]], dtype=np.float64)
            ok = self._within(e, a)
            observed = [i for i in result.details.get("observed_elements", []) if i < ok.size]
            ok[observed] = True
            if not ok.all():
                return False
        return True

    def _bounded(self, result: Result) -> bool:
        """Every tolerance the result applied saw a worst error within ``worst_at_most``."""
        if self.worst_at_most is None:
            return True
        worst = [t.get("worst") for t in result.details.get("tolerance", {}).values()]
        return bool(worst) and all(isinstance(w, (int, float)) and w <= self.worst_at_most for w in worst)


@dataclass
class Expectations:
    file: str
    backend: str | list[str] = "*"  # a glob, or several (DirectML releases 1.8 to 1.10)
    waivers: list[Waiver] = field(default_factory=list)

    def applies_to(self, label: str) -> bool:
        globs = [self.backend] if isinstance(self.backend, str) else self.backend
        return any(fnmatch.fnmatchcase(label, glob) for glob in globs)

    def apply(self, result: Result, strict: bool = False, desc: dict | None = None, inputs: dict | None = None) -> Result:
        """Turn ``result`` into WAIVED if an entry matches it (first match wins). ``strict``: the
        backend implements DirectML, so its UNSUPPORTED results count against it and may be waived.
        ``desc`` and ``inputs``: the case's, for entries that name ``fields`` or ``inputs_above``."""
        if not counts_against(result, strict) or not self.applies_to(result.backend):
            return result
        return waive(self.waivers, result, desc, inputs)

    def unused(self) -> list[Waiver]:
        return [w for w in self.waivers if not w.matched]


def waive(waivers: list[Waiver], result: Result, desc: dict | None = None, inputs: dict | None = None) -> Result:
    """``result`` WAIVED by the first entry that matches it alone, else by entries that compose
    (``Waiver.explains``: together, every failing element); unchanged when neither."""
    chosen = next(([w] for w in waivers if w.matches(result, desc, inputs)), None) or _composed(waivers, result, desc,
                                                                                              inputs)
    if not chosen:
        return result
    for waiver in chosen:
        waiver.matched += 1
    first = chosen[0]
    result.details["waived"] = {"was": result.outcome.value, "reason": first.reason, "link": first.link,
                                "entry": first.where,
                                **({"also": [{"reason": w.reason, "link": w.link, "entry": w.where} for w in chosen[1:]]}
                                   if len(chosen) > 1 else {})}
    reasons = "; ".join(f"{w.reason}{'; ' + w.link if w.link else ''}" for w in chosen)
    result.message = f"waived ({reasons}): {result.outcome.value}: {result.message}"
    result.outcome = Outcome.WAIVED
    return result


def _composed(waivers: list[Waiver], result: Result, desc, inputs) -> list[Waiver]:
    """The entries that together explain every failing element of ``result``, each explaining
    one at least and matching it but for its elements; [] when they do not cover them all."""
    failing = result.details.get("failing")
    if not isinstance(failing, dict) or not failing:
        return []
    left = {n: set(i) for n, i in failing.items() if isinstance(i, list)}
    chosen = []
    for waiver in waivers:
        if not waiver.matches_case(result, desc, inputs) or not waiver._bounded(result):
            continue
        explained = waiver.explains(result)
        if explained and any(left.get(n, set()) & explained[n] for n in explained):
            chosen.append(waiver)
            for n in explained:
                left[n] = left.get(n, set()) - explained[n]
    return chosen if len(chosen) > 1 and not any(left.values()) else []


def counts_against(result: Result, strict: bool = False) -> bool:
    """Whether ``result`` counts against its backend: a failure, or on a strict backend an
    UNSUPPORTED case its interface could express (conformance.run.verdict)."""
    if result.outcome.counts_against:
        return True
    return strict and result.outcome == Outcome.UNSUPPORTED and result.details.get("inexpressible") is not True


@dataclass
class ExpectationSet:
    """Several expectations files at once, in the order given: the first matching entry of the
    first file that applies to the backend wins."""
    files: list[Expectations]

    @property
    def file(self) -> str:
        """The files, as environment.json names them."""
        return ", ".join(e.file for e in self.files)

    def apply(self, result: Result, strict: bool = False, desc: dict | None = None, inputs: dict | None = None) -> Result:
        if not counts_against(result, strict):
            return result
        return waive([w for e in self.files if e.applies_to(result.backend) for w in e.waivers], result, desc, inputs)

    def unused(self) -> list[Waiver]:
        return [w for e in self.files for w in e.unused()]

    @property
    def waivers(self) -> list[Waiver]:
        return [w for e in self.files for w in e.waivers]


def load_expectation_files(paths) -> ExpectationSet | None:
    """``--expectations`` given once or several times (a path or a list of them); None for none."""
    if paths is None:
        return None
    paths = [paths] if isinstance(paths, (str, Path)) else list(paths)
    return ExpectationSet([load_expectations(p) for p in paths]) if paths else None


# An expectations file names known failures by glob: the shipped one holds 60 entries in 16 KB.
# Past these it is refused before it is parsed (a 7.5 MB file took 38 s to parse) and after.
MAX_WAIVERS = 5_000
MAX_BYTES = 1 << 20


def load_expectations(path: Path | str) -> Expectations:
    path = Path(path)
    try:
        size = path.stat().st_size if path.is_file() else 0
    except OSError:
        size = 0  # the reader says why it cannot read it
    if size > MAX_BYTES:
        raise ExpectationsError(f"{path}: {size:,} bytes: an expectations file holds at most {MAX_WAIVERS:,} "
                                f"entries in {MAX_BYTES >> 20} MiB (waive cases by glob, not one by one)")
    try:
        data, locations = load_yaml(path)
    except DmlconfError as exc:
        raise ExpectationsError(str(exc)) from None
    entries = data.get("waive") if isinstance(data, dict) else None
    if isinstance(entries, list) and len(entries) > MAX_WAIVERS:
        raise ExpectationsError(f"{locate(locations, ('waive', MAX_WAIVERS), str(path))}: waive: {len(entries):,} "
                                f"entries: an expectations file holds at most {MAX_WAIVERS:,} (waive cases by glob, "
                                "not one by one)")
    errors = sorted(jsonschema.Draft202012Validator(SCHEMA).iter_errors(data),
                    key=lambda e: list(map(str, e.absolute_path)))
    if errors:
        err = errors[0]
        where = locate(locations, tuple(err.absolute_path), str(path))
        message = " ".join(err.message.split())
        raise ExpectationsError(f"{where}: {format_path(tuple(err.absolute_path))}: {message[:300]}")
    waivers = []
    for i, entry in enumerate(data["waive"]):
        cases = entry["cases"]
        waivers.append(Waiver(tuple([cases] if isinstance(cases, str) else cases),
                              frozenset(entry.get("outcomes", WAIVABLE)), entry.get("message", ""), entry["reason"],
                              entry.get("link", ""), locate(locations, ("waive", i), str(path)),
                              dict(entry.get("data_types", {})), entry.get("worst_at_most"),
                              entry.get("error_at_most"), dict(entry.get("fields", {})),
                              dict(entry.get("inputs_above", {})), entry.get("elements"),
                              dict(entry.get("details", {}))))
    return Expectations(str(path), data.get("backend", "*"), waivers)
