"""Running one case on one backend, and judging the outcome (docs/design.md, Outcomes)."""

from __future__ import annotations

import dataclasses
import time
import traceback
from pathlib import Path

import numpy as np

from .. import reference as ref
from ..backends import Backend, Prepared, Rejection, Unsupported
from ..backends.base import Support, implements_directml
from ..backends.channel import BackendFault
from ..backends.reference import ReferenceBackend
from ..backends.worker import RemoteError
from ..cases.case import Case, summarised, write_case_file
from ..cases.compare import compare, judged_for
from ..cases.tensor import pack, poison_value, poisoned_buffer, to_array, to_json, unpack
from ..errors import DmlconfError
from ..kinds import kind_of, moved_bits
from ..spec import FeatureLevel, OperatorSpec, SpecSet, TensorDesc, fields_match
from ..spec.tolerance import tolerance_for
from ..spec.validator import validator_for
from .deadline import DeadlineExceeded, deadline
from .flush import Flushing, flushed_elements, flushed_whole, flushing
from .memory import check_case_memory
from .relations import Relations, RunOutcome, _data_types
from .outputs import OUTPUTS, OutputLog
from .results import Outcome, Result


class BackendError(Exception):
    """An exception raised inside a backend's ``run``."""


class Runner(Relations):
    """Runs cases on one backend at one target feature level."""

    def __init__(self, specs: SpecSet, backend: Backend, target: FeatureLevel, out_dir: Path | None = None,
                 expectations=None, timeout: float | None = None, agreement=None):
        self.specs, self.backend, self.target = specs, backend, target
        self.agreement = agreement  # conformance.run.agreement.Agreement: a second configuration, or None
        # seconds each piece of in-process work on a case may take (validation, the reference,
        # a backend without a worker of its own) before the case is a TIMEOUT; None: no limit.
        # A backend with a timeout of its own (a worker's) takes this one.
        self.timeout = timeout
        if timeout and hasattr(backend, "timeout"):
            backend.timeout = timeout
        self.expectations = expectations  # conformance.run.expectations.Expectations(Set) or None
        # an implementation of DirectML: its UNSUPPORTED required cases count against it, so an
        # expectations file may waive them (conformance.run.verdict)
        self.strict = implements_directml(backend)
        self.validator = validator_for(specs)
        self.out_dir = out_dir
        # every judged case's outputs, beside its record (conformance/run/outputs.py)
        self.outputs = OutputLog(out_dir / OUTPUTS) if out_dir is not None else None
        probe = backend.probe()
        claimed = specs.level(probe.max_feature_level) if probe.max_feature_level else specs.highest_level
        self.claimed = claimed
        self.level = min(claimed, target)  # the level the backend is judged at
        self._oracle = None
        self._pairs: dict[str, Case] = {}  # equivalence result id -> the other side's case

    @property
    def oracle(self) -> ReferenceBackend:
        if self._oracle is None:
            self._oracle = ReferenceBackend(self.specs, None, self.specs.highest_level)
        return self._oracle

    def required_level(self, op: OperatorSpec, desc: dict) -> FeatureLevel | None:
        """The lowest level at which ``desc`` is valid (its support row), or None."""
        with deadline(self.timeout, "validating the desc"):
            return self.validator.lowest_valid_level(op, desc)

    def _validate(self, op: OperatorSpec, desc: dict, level: FeatureLevel):
        with deadline(self.timeout, "validating the desc"):
            return self.validator.validate(op, desc, level)

    @property
    def _in_process(self) -> bool:
        """The backend runs here, with no timeout of its own (a worker's, DirectML's)."""
        return not hasattr(self.backend, "timeout")

    def run(self, case: Case, write_case: bool = True, waive: bool = True,
            needed: FeatureLevel | None = None) -> RunOutcome:
        """``needed``: the level the desc needs, when the caller knows it (the certified suite's
        list, computed by ``required_level`` too), or None to compute it."""
        op = self.specs.operator(case.operator)
        start = time.perf_counter()
        result = Result(case.id, op.operator, self.target.name, None, _data_types(case, op), self.backend.label,
                        Outcome.ERROR, expect=case.expect, spec_item=case.provenance.get("spec_item", ""),
                        cite=case.provenance.get("cite", ""))
        expected: dict[str, np.ndarray] = {}
        actual: dict[str, np.ndarray] = {}
        try:
            if case.expect == "invalid":
                self._run_invalid(case, op, result)
            else:
                expected, actual = self._run_valid(case, op, result, needed)
        except BackendFault as exc:
            result.outcome, result.message = Outcome(exc.outcome), str(exc)
            result.details.update(exc.details)  # what the backend saw of the dispatch (a waiver may name it)
        except DeadlineExceeded as exc:  # in-process work past --timeout: this case alone
            result.outcome, result.message = Outcome.TIMEOUT, str(exc)
        except BackendError as exc:
            result.outcome, result.message = Outcome.ERROR, str(exc)
            cause = exc.__cause__
            result.details["traceback"] = (cause.remote_traceback if isinstance(cause, RemoteError)
                                           else traceback.format_exc(limit=8))
        except DmlconfError as exc:
            result.outcome, result.message = Outcome.ERROR, f"case error: {exc}"
        except Exception as exc:  # a backend bug must not stop the run
            result.outcome = Outcome.ERROR
            result.message = f"{type(exc).__name__}: {exc}"
            result.details["traceback"] = traceback.format_exc(limit=6)
        result.duration_s = round(time.perf_counter() - start, 6)
        if actual and self.outputs is not None:
            ref = self.outputs.append(actual)
            if ref is not None:
                result.details["output"] = ref
        if waive:
            self._waive(result, case.desc, case.inputs)
        if write_case and wants_case_file(result):
            self.keep_case(case, result)
        return RunOutcome(result, expected, actual)

    def _waive(self, result: Result, desc: dict | None = None, inputs: dict | None = None) -> None:
        if self.expectations is not None:
            self.expectations.apply(result, strict=self.strict, desc=desc, inputs=inputs)

    def keep_case(self, case: Case, result: Result) -> None:
        """Write ``case`` (and the other side of an equivalence) as case files under the
        run's folder and name them in ``result``."""
        if self.out_dir is None:
            return
        try:
            ran_on = self.backend.label  # replay runs it there again unless told otherwise
            result.case_file = str(write_case_file(case, self.out_dir / "cases" / f"{case.id}.json", backend=ran_on))
            other = self._pairs.get(result.case_id)
            if other is not None:
                result.details["other_case_file"] = str(
                    write_case_file(other, self.out_dir / "cases" / f"{other.id}.json", backend=ran_on))
        except (OSError, ValueError) as exc:  # a full disk costs the case file, never the result
            result.details["case_file_error"] = f"the case file could not be written: {type(exc).__name__}: {exc}"

    def replay_command(self, result: Result) -> str:
        if not result.case_file:
            return ""
        files = [result.case_file] + ([result.details["other_case_file"]] if "other_case_file" in result.details
                                      else [])
        return " ; ".join(f"dmlconf replay {f} --backend {self.backend.label} --feature-level {self.target.name}"
                          for f in files)

    # ----------------------------------------------------------------------- equivalences

    def _run_invalid(self, case: Case, op: OperatorSpec, result: Result) -> None:
        report = self._validate(op, case.desc, self.level)
        result.details["violations"] = [v.to_json() for v in report.violations]
        if report.valid:
            result.outcome = Outcome.NOT_REQUIRED
            result.message = f"the desc is valid at {self.level}: not an invalid desc at this level"
            return
        support = self._supports(case, op)
        if support.status == "unsupported":
            _unsupported(result, support)
            return
        answer = self._backend_run(Prepared(case, op, {}, {}, {}))
        broken = ", ".join(sorted(report.rule_ids))
        if self.agreement is not None and not isinstance(answer, Unsupported):
            result.details["agreement"] = self.agreement.invalid(self, case, op, answer)
        if isinstance(answer, Unsupported):
            result.outcome, result.message = Outcome.UNSUPPORTED, answer.reason
        elif isinstance(answer, Rejection):
            result.outcome, result.message = Outcome.PASS, f"rejected ({broken}): {answer.reason}"
        else:
            first = report.violations[0]
            needed = self.required_level(op, case.desc)
            if needed is not None and needed > self.level:
                # valid at a later level than the one judged: a release that accepts it early is
                # not wrong (the level promises support, not refusal); what it accepts is recorded
                result.outcome = Outcome.OBSERVED
                result.message = (f"accepted a desc that needs DML_FEATURE_LEVEL_{needed}, above the level judged "
                                  f"({self.level}); at {self.level} it breaks {broken}: {first}")
                result.details["accepted_above_level"] = needed.name
                result.details["observed"] = ["accepted-above-level"]  # DML_BUFFER_TENSOR_DESC's item
                return
            result.outcome = Outcome.FAIL
            result.message = f"invalid desc accepted; it breaks {broken}: {first}"

    # ----------------------------------------------------------------------- valid descs

    def _run_valid(self, case: Case, op: OperatorSpec, result: Result, needed: FeatureLevel | None = None):
        needed = needed or self.required_level(op, case.desc)
        if needed is None:
            report = self._validate(op, case.desc, self.specs.highest_level)
            raise DmlconfError("the desc is invalid at every feature level: "
                               + "; ".join(str(v) for v in report.violations))
        result.required_level = needed.name
        # a backend judged at the level it claims still meets what needs more: a release may
        # implement a level before its feature-level query says so (DirectML 1.9), and what it
        # computes is recorded (OBSERVED) beside the reference; refusing it is its right
        above = needed > self.target and needed > self.claimed
        if needed > self.target and not above:
            result.outcome = Outcome.NOT_REQUIRED
            result.message = f"needs DML_FEATURE_LEVEL_{needed}, above the target {self.target}"
            return {}, {}
        if needed > self.level and not above:
            result.outcome = Outcome.UNSUPPORTED
            result.message = f"needs DML_FEATURE_LEVEL_{needed}; the backend claims {self.level}"
            return {}, {}
        support = self._supports(case, op)
        if support.status == "unsupported":
            _unsupported(result, support)
            return _not_required_above(result, needed, self.level) if above else ({}, {})
        if support.status == "emulated":
            result.details["emulated"] = support.reason

        tensors = {n: TensorDesc.from_json(t, self.specs, n) for n, _, t in op.tensors_in(case.desc)}
        # nothing is allocated before the case's buffers (and the reference's working memory)
        # are known to fit this run's memory limit
        check_case_memory(self.specs, op, case.desc, tensors)
        logical = {n: to_array(case.inputs[n], tensors[n].data_type, tensors[n].sizes, f"inputs.{n}")
                   for n in op.tensor_names(case.desc, "input")}
        if case.expected is not None:
            expected = {n: to_array(v, tensors[n].data_type, tensors[n].sizes, f"expected.{n}")
                        for n, v in case.expected.items()}
        else:
            expected = self._oracle_outputs(case, op, tensors, logical)

        answer = self._backend_run(self._prepare(case, op, tensors, logical, self.backend.layout))
        if isinstance(answer, Unsupported):
            result.outcome, result.message = Outcome.UNSUPPORTED, answer.reason
            return _not_required_above(result, needed, self.level) if above else (expected, {})
        if isinstance(answer, Rejection) and above:
            result.message = f"refused: {answer.reason}"
            return _not_required_above(result, needed, self.level)
        if isinstance(answer, Rejection):
            result.outcome, result.message = Outcome.FAIL, f"valid desc rejected: {answer.reason}" + (
                f"; the docs allow it ({result.cite})" if result.cite else "")
            return expected, {}
        actual = {}
        for name in expected:
            if name not in answer:
                result.outcome, result.message = Outcome.FAIL, f"{name}: no output returned"
                return expected, actual
            value = np.asarray(answer[name])
            actual[name] = unpack(value, tensors[name]) if self.backend.layout == "buffer" else value

        # unspecified items: reached by the whole desc (observed as a case), or by some output
        # elements only (a NaN's rows or windows, windows in padding alone: observed there, and
        # every other element judged)
        findings = self._validate(op, case.desc, needed).unspecified
        per_element = self._element_findings(op, case.desc, logical, findings)
        whole = [i for i in case.observe if i not in _by_data(op)] + [
            f.unspecified_id for f in findings if not _detect(op, f.unspecified_id).get("elements")]
        observed = np.zeros((), dtype=bool)
        named: dict[str, np.ndarray] = {}  # masks of one output each (NONZERO_COORDINATES' rows past its count)
        for mask in per_element.values():
            if isinstance(mask, dict):
                for n, m in mask.items():
                    named[n] = named.get(n, np.zeros((), dtype=bool)) | m
            else:
                observed = observed | mask
        judged = None if not per_element else ~observed
        if named:
            judged = {n: ~(observed | named[n]) if n in named else judged for n in expected}
            observed = next(iter(named.values()))  # its elements' flat indices are the record's
        tolerances = {n: tolerance_for(op, case.desc, n, tensors[n].data_type.name, self.specs) for n in expected}
        magnitude = (self._magnitude(case, op, tensors, logical)
                     if any(t is not None and t.scale == "magnitude" for t in tolerances.values()) else {})
        # no magnitude (GEMM with a fused activation): measured at the result, and said so
        tolerances = {n: dataclasses.replace(t, scale="expected") if t is not None and t.scale == "magnitude"
                      and n not in magnitude else t for n, t in tolerances.items()}
        band, alternatives = self._band(op, case.desc, tensors, logical, expected, tolerances)
        bits, written = moved_bits(op, case.desc, logical)
        comparisons = [compare(n, expected[n], actual[n], tolerances[n], magnitude.get(n), judged=judged,
                               band=band.get(n), alternative=alternatives.get(n), bits=bits, values=written.get(n))
                       for n in expected]
        used = {n: c.tolerance for n, c in zip(expected, comparisons) if c.tolerance is not None}
        if self.agreement is not None:
            result.details["agreement"] = self.agreement.valid(self, case, op, tensors, logical, expected, actual,
                                                               tolerances, magnitude, judged, band, alternatives,
                                                               bool(whole))
        if used:
            result.details["tolerance"] = used
        if not whole and not all(c.ok for c in comparisons):
            # subnormals flushed to zero: observed at the elements only flushing explains, the rest judged
            found = self._flushing(case, op, tensors, logical, actual, tolerances, magnitude, expected, band)
            masks = flushed_elements(found, actual, dict(zip(expected, comparisons)), judged)
            if masks is None:  # too many failing elements to list: the whole result or nothing
                whole += flushed_whole(found, actual, judged)
            elif masks:
                shared = observed
                for n, m in masks.items():
                    named[n] = named.get(n, np.zeros((), dtype=bool)) | m
                per_element[found.items[0]] = masks
                judged = {n: _judged_without(judged, n, expected[n].shape, shared, named.get(n)) for n in expected}
                first = next(iter(named))
                observed = named[first] | ~np.broadcast_to(_to_output(~np.asarray(shared, dtype=bool), expected[first].shape),
                                                           expected[first].shape)
                comparisons = [compare(n, expected[n], actual[n], tolerances[n], magnitude.get(n), judged=judged,
                                       band=band.get(n), alternative=alternatives.get(n), bits=bits,
                                       values=written.get(n)) for n in expected]
        result.details["outputs"] = {n: {"expected": to_json(expected[n]), "actual": to_json(actual[n])
                                         if actual[n].shape == expected[n].shape else None} for n in expected}
        items = sorted(set(whole) | set(per_element))
        if items:
            result.details["observed"] = items
            # what was asked travels with what was observed: the report sets backends side by side
            result.details["desc"], result.details["inputs"] = case.desc, summarised(case.inputs)
        if per_element and not whole:
            shape = next((expected[n].shape for n in named), next(iter(expected.values())).shape)
            result.details["observed_elements"] = np.flatnonzero(np.broadcast_to(observed, shape)).tolist()
            reach = f"({', '.join(items)}) at {len(result.details['observed_elements'])} of {int(np.prod(shape))} " \
                    "output elements"
        if whole:
            result.outcome = Outcome.OBSERVED
            result.message = f"unspecified behaviour ({', '.join(items)}): " + "; ".join(c.message for c in comparisons)
        elif not all(c.ok for c in comparisons):
            result.outcome = Outcome.FAIL
            result.message = "; ".join(c.message for c in comparisons if not c.ok) + (
                f"; unspecified behaviour observed {reach}" if per_element else "")
            if all(c.failing is not None for c in comparisons if not c.ok):  # what waivers compose over
                result.details["failing"] = {n: c.failing for n, c in zip(expected, comparisons) if not c.ok}
        elif per_element:
            result.outcome = Outcome.OBSERVED
            result.message = f"unspecified behaviour {reach}; the others match: " + "; ".join(
                c.message for c in comparisons)
        else:
            result.outcome, result.message = Outcome.PASS, "; ".join(c.message for c in comparisons)
            if not above:  # what a backend computed above its claim is recorded, right or not
                result.details.pop("outputs")
        if above and result.outcome in (Outcome.PASS, Outcome.OBSERVED, Outcome.FAIL):
            # not owed at the level judged: what it computed is recorded, right or wrong, and said
            agree = "its values agree with the reference" if result.outcome == Outcome.PASS else (
                "its values differ from the reference" if result.outcome == Outcome.FAIL else
                "unspecified behaviour aside, as below")
            result.outcome = Outcome.OBSERVED
            result.message = (f"computed a desc that needs DML_FEATURE_LEVEL_{needed}, above the level judged "
                              f"({self.level}); {agree}: {result.message}")
            result.details["accepted_above_level"] = needed.name
            result.details["observed"] = sorted(set(result.details.get("observed", [])) | {"accepted-above-level"})
            result.details.setdefault("desc", case.desc)
            result.details.setdefault("inputs", summarised(case.inputs))
        return expected, actual

    def _band(self, op, desc, tensors, logical, expected, tolerances) -> tuple[dict, dict]:
        """(band, alternative) per output: how far an intermediate stored by design (ScaleBias,
        a fused activation's input; softmax's x - max) may move each element beyond the
        tolerance, and the exact result rounded toward zero into FLOAT16 (Direct3D's rule for
        converting to another float format), accepted as it is beside the nearest one (the
        kind's ``band``)."""
        return kind_of(op).band(self.specs, op, desc, tensors, logical, expected, tolerances)

    def _element_findings(self, op, desc, logical, findings) -> dict[str, np.ndarray]:
        """Unspecified item -> the output elements that reach it (a mask of the outputs' shape, or
        a kind's detector's masks of the outputs it names, by name):
        those reading a marked input element (``detect: {inputs: ...}``), or, for a desc-level
        item with ``elements: reading-no-input``, those whose window holds padding alone."""
        kind = kind_of(op)
        desc = op.with_implied(desc)  # a window's Dilations where the operator has none
        x = logical.get("InputTensor")
        out: dict[str, np.ndarray] = {}
        if x is None and kind.reads_input_tensor:
            return out
        detectors = kind.result_detectors()
        for u in op.unspecified:
            detect = u.get("detect", {})
            if not fields_match(detect.get("fields", {}), desc):
                continue
            detector = detectors.get(detect.get("results"))
            if detector is not None:  # a result the kind computes: past a type, NaN from numbers, ...
                mask = detector(self.specs, op, desc, logical)  # or {output: its mask}
                if mask is not None and (any(m.any() for m in mask.values()) if isinstance(mask, dict) else mask.any()):
                    out[u["id"]] = mask
                continue
            if "argument_above" in detect or "argument_below" in detect:
                arg = kind.argument(op, desc, logical)
                if arg is not None:
                    arg = arg.astype(np.float64)
                    with np.errstate(invalid="ignore"):
                        mask = (np.abs(arg) > detect["argument_above"] if "argument_above" in detect
                                else arg < detect["argument_below"])
                    if mask.any():
                        out[u["id"]] = mask
                    continue
            if detect.get("indices") in ("conflicting", "out-of-range"):
                mask = _scatter_findings(detect, desc, logical, kind.scatter_targets(desc, logical))
                if mask is not None and mask.any():
                    out[u["id"]] = mask
                continue
            mark = _MARKS.get(detect.get("inputs"))
            if mark is None:
                continue
            met = {**logical, **kind.scaled_inputs(op, desc, logical)}
            # the tensors the item names, or those whose elements an output element reads
            names = detect.get("tensors") or kind.marked_tensors(logical)
            marks = [(mark(met[n]) if detect["inputs"] in _ARGUMENT_MARKS else mark(logical[n]))
                     for n in names if n in logical]
            marks = [m for m in marks if m is not None]
            if not marks:
                continue
            mask = kind.marked_reach(desc, detect, marks, names, met, x, _MARKS.__getitem__)
            if mask.any():
                out[u["id"]] = mask
        for f in findings:
            if _detect(op, f.unspecified_id).get("elements") == "reading-no-input":
                out[f.unspecified_id] = ~kind.reached(desc, np.ones(x.shape, dtype=bool))
        return out

    def _flushing(self, case, op, tensors, logical, actual, tolerances=None, magnitude=None, expected=None,
                  band=None) -> Flushing | None:
        """What flushing subnormals to zero would give (conformance.run.flush)."""
        return flushing(case, op, logical, actual, lambda c, x: self._oracle_outputs(c, op, tensors, x),
                        tolerances, magnitude, expected, band)

    def _flushed_subnormals(self, case, op, tensors, logical, actual, tolerances=None, magnitude=None,
                            expected=None, judged=None, band=None) -> list[str]:
        """The spec's subnormal item, when the outputs are what flushing subnormal inputs, and
        subnormal results, to zero gives (D3D hardware may flush; the docs do not say), exactly
        or within the tolerance, at every element."""
        return flushed_whole(self._flushing(case, op, tensors, logical, actual, tolerances, magnitude, expected,
                                            band), actual, judged)

    def _magnitude(self, case, op, tensors, logical) -> dict[str, np.ndarray]:
        """The reference on |inputs|: the scale a ``scale: magnitude`` tolerance is measured at,
        or the kind's own (``Kind.magnitude``: GEMM's |Alpha| |A| x |B| + |Beta| |C|, none with a
        fused activation; the normalizations' terms before they cancel)."""
        own = kind_of(op).magnitude(op, case.desc, logical)
        if own is not None:
            return own
        return self._oracle_outputs(case, op, tensors, {n: np.abs(a) for n, a in logical.items()})

    def _supports(self, case: Case, op: OperatorSpec):
        try:
            with deadline(self.timeout if self._in_process else None, f"{self.backend.label} (deciding support)"):
                return self.backend.supports(case, op)
        except BackendFault:
            raise
        except Exception as exc:
            raise BackendError(f"{self.backend.label} raised {_raised(exc)} (deciding support)") from exc

    def _backend_run(self, prepared: Prepared):
        """The backend's answer; whatever it raises is its own error, never the case's."""
        try:
            with deadline(self.timeout if self._in_process else None, f"{self.backend.label} (in this process)"):
                return self.backend.run(prepared)
        except BackendFault:
            raise
        except Exception as exc:
            raise BackendError(f"{self.backend.label} raised {_raised(exc)}") from exc

    def _prepare(self, case, op, tensors, logical, layout) -> Prepared:
        if layout != "buffer":
            return Prepared(case, op, tensors, dict(logical), {})
        poison_kind = op.semantics.get("poison", "highest")
        align = self.specs.buffer.size_alignment_bytes
        inputs = {n: pack(a, tensors[n], align, poison_value(tensors[n].data_type, poison_kind), f"inputs.{n}")
                  for n, a in logical.items()}
        outputs = {}
        for n in op.tensor_names(case.desc, "output"):
            if n not in tensors:  # an invalid desc's tensors are not read (the agreement asks only accept or reject)
                continue
            outputs[n] = poisoned_buffer(tensors[n], align, poison_value(tensors[n].data_type, poison_kind))
        return Prepared(case, op, tensors, inputs, outputs)

    def _oracle_outputs(self, case, op, tensors, logical) -> dict[str, np.ndarray]:
        with deadline(self.timeout, "the reference"):
            answer = self.oracle.run(self._prepare(case, op, tensors, logical, "buffer"))
            if isinstance(answer, Rejection):
                raise DmlconfError(f"the reference rejects the desc: {answer.reason}")
            return {n: unpack(b, tensors[n]) for n, b in answer.items()}


def wants_case_file(result: Result) -> bool:
    """Every result not PASS names its case file, and so does a case two configurations answer
    differently (conformance.run.agreement): each is replayed on both."""
    return result.outcome not in (Outcome.PASS, Outcome.NOT_REQUIRED) or \
        result.details.get("agreement", {}).get("verdict") == "differ"


def _unsupported(result: Result, support: Support) -> None:
    result.outcome, result.message = Outcome.UNSUPPORTED, support.reason
    if getattr(support, "inexpressible", False) is True:  # the backend's interface cannot be handed the desc: nobody's lack
        result.details["inexpressible"] = True


def _raised(exc: Exception) -> str:
    return str(exc) if isinstance(exc, RemoteError) else f"{type(exc).__name__}: {exc}"


def _judged_without(judged, name: str, shape: tuple, shared: np.ndarray, own: np.ndarray | None) -> np.ndarray:
    """``name``'s judged mask less the elements observed: those of every output (``shared``) and its own."""
    base = judged.get(name) if isinstance(judged, dict) else judged
    mask = np.ones(shape, dtype=bool) if base is None else np.broadcast_to(_to_output(base, shape), shape).copy()
    mask &= np.broadcast_to(_to_output(~np.asarray(shared, dtype=bool), shape), shape)
    return mask if own is None else mask & ~own


def _to_output(judged: np.ndarray, shape: tuple) -> np.ndarray:
    """A judged mask of the input's shape for an output reduced from it: judged where its whole set is."""
    return judged_for(np.asarray(judged, dtype=bool), shape)


def _scatter_findings(detect: dict, desc: dict, logical: dict, targets: np.ndarray | None = None) -> np.ndarray | None:
    """A scatter's unspecified output elements (``detect: {indices: ..., tensors: [updates,
    indices, output]}``): those two indices name with different updates (conflicting), or
    every element when an index lies outside the output (out-of-range). ``targets``: each
    update's flat output position as the kind reads its indices (-1 outside), where the indices
    are not those positions themselves."""
    updates, indices, output = detect["tensors"]
    if updates not in logical or indices not in logical or not isinstance(desc.get(output), dict):
        return None
    sizes = [int(s) for s in desc[output]["Sizes"]]
    size = int(np.prod(sizes, dtype=np.int64))
    idx = logical[indices].reshape(-1).astype(np.uint64)
    if targets is not None:
        idx = np.where(targets.reshape(-1) < 0, size, targets.reshape(-1)).astype(np.uint64)
    if detect["indices"] == "out-of-range":
        return np.full(sizes, bool(idx.size and int(idx.max()) >= size))
    return ref.conflicting_indices(logical[updates], idx, size).reshape(sizes)


def _detect(op: OperatorSpec, item: str) -> dict:
    return next((u.get("detect", {}) for u in op.unspecified if u["id"] == item), {})


def _by_data(op: OperatorSpec) -> set[str]:
    """The unspecified items reached by input values (``detect: {inputs: ...}``), judged per
    element; ``subnormal-flushed`` is tried on the outputs instead."""
    return {u["id"] for u in op.unspecified if u.get("detect", {}).get("inputs") in _MARKS}


def _marks_both_zeros(a: np.ndarray):
    return (a == 0) & np.signbit(a), (a == 0) & ~np.signbit(a)


# the marks decided on the values the function meets (after ScaleBias), not on the stored ones:
# a NaN among them too (ScaleBias's 0 * inf)
_ARGUMENT_MARKS = ("zero", "infinite", "negative-integer", "nan")

# detect.inputs -> the input elements that reach the item; a pair: the output must read one of each
_MARKS = {"nan": lambda a: np.isnan(a) if a.dtype.kind == "f" else None,
          # a FLOAT32 subnormal is a zero too where Direct3D flushes it
          "zero": lambda a: (a == 0) | (np.abs(a) < np.finfo(a.dtype).tiny) if a.dtype.kind == "f" else a == 0,
          "infinite": lambda a: np.isinf(a) if a.dtype.kind == "f" else None,
          "at-least-width": lambda a: np.asarray(a.astype(object) >= a.dtype.itemsize * 8, dtype=bool) if a.dtype.kind in "iu" else None,
          "negative": lambda a: a < 0 if a.dtype.kind in "fi" else None,
          "negative-integer": lambda a: a < 0 if a.dtype.kind == "i" else None,
          "signed-zeros": lambda a: _marks_both_zeros(a) if a.dtype.kind == "f" else None}


def _not_required_above(result: Result, needed: FeatureLevel, level: FeatureLevel) -> tuple[dict, dict]:
    """A desc above the level judged that the backend would not take: not owed, so NOT_REQUIRED,
    with the backend's own reason kept."""
    result.outcome = Outcome.NOT_REQUIRED
    result.message = f"needs DML_FEATURE_LEVEL_{needed}, above the level judged ({level}); {result.message}"
    return {}, {}
