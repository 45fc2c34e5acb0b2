"""Running an equivalence: both sides of a spec relation on one backend, the steps of a
composed other side first (their outputs its inputs), then the relation between the outputs,
with no oracle (conformance.cases.equivalence says what each relation is). ``Relations`` is
the part of the Runner that does it; the helpers below serve the Runner too."""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from ..cases.case import Case
from ..cases.compare import compare
from ..cases.tensor import to_array, to_json
from ..kinds import kind_of
from ..spec import OperatorSpec, SpecSet, TensorDesc
from ..spec.model import member_name, split_member
from ..spec.tolerance import Formula, desc_variables, formula_names, tolerance_for
from .results import Outcome, Result


@dataclass
class RunOutcome:
    result: Result
    expected: dict[str, np.ndarray]
    actual: dict[str, np.ndarray]
    case: Case | None = None  # a composed relation's step: the case it ran


class Relations:
    """The equivalence half of conformance.run.runner.Runner (which provides ``run``,
    ``specs``, ``backend``, ``target``, ``_waive`` and ``_pairs``)."""

    def run_equivalence(self, eq, case: Case, other: Case | None) -> list[tuple[Case, Result]]:
        """One drawn instance of an equivalence: both sides on the backend (the steps of a
        composed other side first, their outputs its inputs), then the relation between their
        outputs (no oracle involved). One result, named after this side."""
        from ..cases.parts import this_part
        from ..cases.equivalence import (OUTPUT_TRANSFORMS, Composed, differences, gather_relation, inner_product_relation,
                                         scatter_relation)

        start = time.perf_counter()
        mine = self.run(case, write_case=False, waive=False)
        made: list[RunOutcome] = []
        if isinstance(other, Composed):
            other = self._made_inputs(other, made)
        # finite differences: the other side is the forward's reference, never run on the backend
        theirs = (self.run(other, write_case=False, waive=False)
                  if other is not None and not (eq.relation == "adjoint" and eq.finite_differences) else None)
        pair_id = f"{case.id}-vs-{other.id.rsplit('-', 1)[-1]}" if other is not None else case.id
        op = self.specs.operator(case.operator)
        result = Result(pair_id, op.operator, self.target.name, mine.result.required_level,
                        _data_types(case, op), self.backend.label, Outcome.PASS, expect="valid",
                        spec_item=case.provenance.get("spec_item", ""), cite=case.provenance.get("cite", ""))
        result.details["relation"] = eq.describe()
        sides = [mine] + made + ([theirs] if theirs is not None else [])
        if any("output" in s.result.details for s in sides):
            # each side's outputs in outputs.bin, in the order they ran: what verify re-judges the relation on
            result.details["sides"] = [s.result.details.get("output") for s in sides]
        skipped = next((s.result for s in sides if s.result.outcome in (Outcome.UNSUPPORTED, Outcome.NOT_REQUIRED)),
                       None)
        broken = next((s.result for s in sides if s.result.outcome in (Outcome.ERROR, Outcome.CRASH, Outcome.TIMEOUT)
                       or (s.result.outcome == Outcome.FAIL and not s.actual)), None)
        above = next((s.result for s in sides if "accepted_above_level" in s.result.details), None)
        if skipped is not None:
            result.outcome, result.message = skipped.outcome, f"{skipped.operator}: {skipped.message}"
            if skipped.details.get("inexpressible") is True:
                result.details["inexpressible"] = True
        elif above is not None:
            # a side above the level judged was computed only to be recorded: no relation is owed
            result.outcome = Outcome.NOT_REQUIRED
            result.message = (f"{above.operator}: needs DML_FEATURE_LEVEL_{above.details['accepted_above_level']}, "
                              "above the level judged; that side was recorded on its own, the relation is not owed")
        elif broken is not None:
            result.outcome, result.message = broken.outcome, f"{broken.operator}: {broken.message}"
            for key, value in broken.details.items():  # what the backend saw of that side (a waiver may name it)
                result.details.setdefault(key, value)
        else:
            unjudged: list[str] = []
            if eq.relation == "scatter":
                # inside one run, or the other side's output against this side's tensors
                t, own = eq.tensors, {**_logical_inputs(case, op, self.specs), **mine.actual}
                values = (theirs.actual if theirs is not None else own).get(t["values"])
                problem = (f"{t['values']}: no output to relate" if values is None else
                           scatter_relation(eq, values, own[t["updates"]], own[t["indices"]]))
            elif eq.relation == "round_trip":
                # the other side's output against this side's input, less the elements whose writes conflict
                t = eq.tensors
                given = _logical_inputs(case, op, self.specs)[t["input"]]
                back = theirs.actual.get(t["output"])
                keep = self._owed_writes(eq, case, op)
                problem = (f"{t['output']}: no output to relate" if back is None else
                           f"{t['output']}: {back.size} elements for {t['input']}'s {given.size}"
                           if back.size != given.size else
                           self._within(eq, case, op, other, [mine, theirs], back.reshape(given.shape), given, keep)
                           if eq.within else
                           differences(f"{t['output']} vs {t['input']}", back.reshape(-1)[keep], given.reshape(-1)[keep]))
            elif eq.relation == "inner_product":
                # this side's input and output against the other side's input (made by its steps) and output
                t = eq.tensors
                x = _logical_inputs(case, op, self.specs)[t["input"]]
                # the other side's tensors by their own names (a gradient's forward: other_input, other_output)
                y = _logical_inputs(other, self.specs.operator(other.operator), self.specs)[t.get("other_input", t["input"])]
                bound = Formula(eq.allowed or "0", f"{op.file}: equivalence {eq.id}", formula_names(op)).value(
                    desc_variables(case.desc))
                problem = inner_product_relation(eq, x, mine.actual[t["output"]], y,
                                                 theirs.actual[t.get("other_output", t["output"])], bound,
                                                 self.specs.data_type(case.desc[t["input"]]["DataType"]))
            elif eq.relation == "uniform_bits":
                # this side's output alone, against what any uniform generator owes (no oracle)
                from ..cases.uniformity import uniform_bits_problem
                out = mine.actual.get(eq.tensors["output"])
                problem = (f"{eq.tensors['output']}: no output to judge" if out is None else
                           uniform_bits_problem(out, eq.significance, eq.tensors["output"]))
            elif eq.relation == "adjoint":
                problem = self._adjoint(eq, case, op, other, mine, theirs)
            elif theirs is None:
                problem = gather_relation(eq, _logical_inputs(case, op, self.specs), mine.actual, case.desc)
            else:
                problem = None
                used = {}
                # elements where either side reaches an unspecified item are not owed the relation
                judged = _judged([mine, theirs])
                # this side's output -> the other side's of the same value (fields_from renames)
                names = {n: eq.renamed.get(n, n) for n in mine.actual if eq.renamed.get(n, n) in theirs.actual}
                for name, theirs_name in sorted(names.items()):
                    a = mine.actual[name]
                    how = eq.output_transform.get(name)
                    if how:
                        a = OUTPUT_TRANSFORMS[how](a, case.desc, case.desc[op.tensor_fields[0].name]["Sizes"])
                    if name in eq.take:  # the part the other side computed (the rest 0, where the relation says so)
                        a, rest = this_part(op, eq.take[name], case.desc, name, a, f"equivalence {eq.id}")
                        problem = problem or rest
                    tol = self._relation_tolerance(eq, case, other, name, theirs_name)
                    label = name if theirs_name == name else f"{name} vs {theirs_name}"
                    b = theirs.actual[theirs_name]
                    keep = judged.reshape(b.shape) if judged is not None and judged.size == b.size else None
                    if tol is None:
                        if keep is not None and a.shape == b.shape:
                            a, b = a[keep], b[keep]
                        problem = problem or differences(label, a, b, eq.differ_by_at_most)
                        continue
                    magnitude = self._case_magnitude(other).get(name) if tol.scale == "magnitude" else None
                    c = compare(label, a.astype(b.dtype) if a.dtype != b.dtype else a, b, tol, magnitude,
                                labels=("this side", "the other"), judged=keep,
                                band=self._relation_band(eq, case, op, name))
                    used[name] = c.tolerance
                    if not c.ok:
                        problem = problem or c.message
                if used:
                    result.details["tolerance"] = used
                if judged is not None and not judged.any():  # every element observed on a side: none owed
                    unjudged = sorted({i for s in (mine, theirs) for i in s.result.details.get("observed", [])})
                    result.details["observed_elements"] = list(range(judged.size))
            runs = [case] + [s.case for s in made] + ([other] if other is not None else [])
            flushing = _subnormal_item(op) if problem and _holds_subnormals(runs, self.specs) else None
            if flushing:
                # each side may flush subnormals or not (unspecified): the relation between
                # them is not owed
                result.outcome, result.details["observed"] = Outcome.OBSERVED, [flushing]
                result.message = f"{eq.id} does not hold with subnormal inputs ({flushing}): {problem}"
            elif problem:
                result.outcome, result.message = Outcome.FAIL, f"{eq.id} does not hold ({eq.describe()}): {problem}"
            elif unjudged:
                result.outcome, result.details["observed"] = Outcome.OBSERVED, unjudged
                result.message = (f"{eq.id} is owed at no element: each reaches unspecified behaviour "
                                  f"({', '.join(unjudged)}) on a side")
            else:
                result.message = f"{eq.id} holds"
        result.duration_s = round(time.perf_counter() - start, 6)
        self._waive(result, case.desc, case.inputs)
        if other is not None and result.outcome.counts_against:
            self._pairs[pair_id] = other
        return [(case, result)]

    def _adjoint(self, eq, case: Case, op: OperatorSpec, other: Case, mine: RunOutcome, theirs) -> str | None:
        """The adjoint identity (conformance/run/adjoint.py): this side's result against the forward's
        image of the other side's direction, run on the backend or by finite differences."""
        from .adjoint import adjoint_problem, finite_difference_image

        t, forward = eq.tensors, self.specs.operator(other.operator)
        own = _logical_inputs(case, op, self.specs)
        given = _logical_inputs(other, forward, self.specs)
        dt = self.specs.data_type(case.desc[t["gradient"]]["DataType"])
        pairs = eq.adjoint_pairs
        with np.errstate(all="ignore"):  # the bound's scale: each result's terms before they cancel
            magnitudes = kind_of(op).magnitude(op, case.desc, own) or {}
        # each direction's point (this side's input, or 0 where the forward is affine in it)
        points = {p["direction"]: own[p["at"]] if p["at"] else np.zeros_like(given[p["direction"]]) for p in pairs}
        for p in pairs:  # one identity per output: the first that fails is the problem
            if p["result"] not in mine.actual:
                return f"{p['result']}: no output to relate"
            rounding = None
            if eq.finite_differences:
                image, rounding = finite_difference_image(self.specs, eq, forward, other.desc, given,
                                                          points[p["direction"]], p["direction"], points)
            elif theirs is None or t["image"] not in theirs.actual:
                return f"{t['image']}: no output of {forward.short_name} to relate"
            else:
                image = theirs.actual[t["image"]]
            problem = adjoint_problem(eq, op, case.desc, own[t["gradient"]], mine.actual[p["result"]],
                                      given[p["direction"]], image, dt, rounding, p["result"],
                                      magnitudes.get(p["result"]))
            if problem:
                return problem
        return None

    def _within(self, eq, case: Case, op: OperatorSpec, other: Case, sides, back, given, keep) -> str | None:
        """``within``'s round trip: the elements no side observed (and, with ``saturated_not_owed``,
        whose intermediate, the input inputs_from makes, is not at its type's ends) within the bound."""
        from ..cases.equivalence import within_relation

        judged = _judged(sides)
        keep = keep if judged is None else keep & judged[:keep.size]
        if eq.within.get("saturated_not_owed"):
            made = next(iter(eq.inputs_from))
            mid = _logical_inputs(other, self.specs.operator(other.operator), self.specs)[made]
            lo, hi = self.specs.data_type(other.desc[made]["DataType"]).bounds()
            keep = keep & ((mid > lo) & (mid < hi)).reshape(-1)
        step = _logical_inputs(case, op, self.specs)[eq.within["tensor"]]
        problem = within_relation(eq, back, given, step, keep.reshape(given.shape))
        return problem and f"{eq.tensors['output']} vs {eq.tensors['input']}: {problem}"

    def _owed_writes(self, eq, case: Case, op: OperatorSpec) -> np.ndarray:
        """A flat mask of the written elements (a scatter's updates) the round trip owes: all but
        those whose output element this side's ``not_owed_at`` item reaches (two writes there with
        different values: which one stays is unspecified, and the read gives it back to both).
        The item's ``detect`` names the tensors: updates, indices, output."""
        from .. import reference as ref

        logical = _logical_inputs(case, op, self.specs)
        written = logical[eq.tensors["input"]].reshape(-1)
        keep = np.ones(written.size, dtype=bool)
        if eq.not_owed_at is None:
            return keep
        updates, indices, output = next(u["detect"] for u in op.unspecified if u["id"] == eq.not_owed_at)["tensors"]
        size = int(np.prod(case.desc[output]["Sizes"], dtype=np.int64))
        # each write's flat output element as the kind reads its indices (-1: outside), or the indices themselves
        targets = kind_of(op).scatter_targets(case.desc, logical)
        where = (targets if targets is not None else logical[indices]).reshape(-1).astype(np.int64)
        where = np.where((where < 0) | (where >= size), size, where)
        reached = ref.conflicting_indices(logical[updates], where.astype(np.uint64), size)
        inside = where < size
        keep[inside] = ~reached[where[inside]]
        return keep

    def _made_inputs(self, other, made: list[RunOutcome]) -> Case | None:
        """``other`` (a Composed case) with each input a step makes set to the backend's own
        output of that step (steps of steps first); None when a step gave no output (its
        outcome, among ``made``, says why)."""
        from ..cases.equivalence import Composed

        inputs = dict(other.inputs)
        for tensor, step in other.steps.items():
            inner = self._made_inputs(step.case, made) if isinstance(step.case, Composed) else step.case
            if inner is None:
                return None
            got = self.run(inner, write_case=False, waive=False)
            got = RunOutcome(got.result, got.expected, got.actual, inner)
            made.append(got)
            members = sorted((n for n in got.actual if split_member(n)[0] == step.output and split_member(n)[1] is not None),
                             key=lambda n: split_member(n)[1])
            if members:  # an output array feeds an input array, member by member
                inputs.update({member_name(tensor, i): to_json(got.actual[n]) for i, n in enumerate(members)})
                continue
            if step.output not in got.actual:
                return None
            inputs[tensor] = to_json(got.actual[step.output])
        return Case(other.operator, other.feature_level, other.desc, inputs, None, provenance=other.provenance)

    def _relation_band(self, eq, case: Case, op: OperatorSpec, name: str) -> np.ndarray | None:
        """A composed relation whose other side stores an intermediate this side may keep
        wider (ADD1's sum before its fused activation, as ADD's FLOAT16 output): the
        activation's sensitivity at that rounding (the kind's ``stored_band``), twice: ADD may
        round either way (1 ULP), the band is for half of it."""
        if not eq.composed:
            return None
        tensors = {n: TensorDesc.from_json(t, self.specs, n) for n, _, t in op.tensors_in(case.desc)}
        band = kind_of(op).stored_band(self.specs, op, case.desc, tensors, _logical_inputs(case, op, self.specs))
        return None if band is None or name not in band else 2 * band[name]

    def _relation_tolerance(self, eq, case: Case, other: Case, name: str, other_name: str | None = None):
        """How far the two sides of an equivalence may differ on ``name`` (``other_name`` on the
        other side): both are within the tolerance of the truth, so twice it; twice again when
        this side's output is rescaled (a sum divided by its window count can land a binade
        lower). None: exactly equal."""
        other_op = self.specs.operator(other.operator)
        other_name = other_name or name
        if other_name not in other_op.fields or not isinstance(other.desc.get(other_name), dict):
            return None
        tol = tolerance_for(other_op, other.desc, other_name, str(other.desc[other_name].get("DataType")))
        if tol is None:
            op = self.specs.operator(case.operator)
            tol = tolerance_for(op, case.desc, name, str(case.desc[name].get("DataType"))) \
                if isinstance(case.desc.get(name), dict) else None
        if eq.composed:  # this side's own (a fused activation's added), when it is the wider
            op = self.specs.operator(case.operator)
            own = tolerance_for(op, case.desc, name, str(case.desc[name].get("DataType")), self.specs) \
                if isinstance(case.desc.get(name), dict) else None
            if own is not None and (tol is None or (own.metric == tol.metric and own.allowed > tol.allowed)):
                tol = own
        if tol is None:
            return None
        return tol.widened(4 if eq.output_transform.get(name) else 2)

    def _case_magnitude(self, case: Case) -> dict[str, np.ndarray]:
        op = self.specs.operator(case.operator)
        tensors = {n: TensorDesc.from_json(t, self.specs, n) for n, _, t in op.tensors_in(case.desc)}
        return self._magnitude(case, op, tensors, _logical_inputs(case, op, self.specs))

    # ----------------------------------------------------------------------- invalid descs


def _judged(sides: list[RunOutcome]) -> np.ndarray | None:
    """A flat mask of the output elements no side observed (an unspecified item reached
    there), or None when every element is judged."""
    size = next((a.size for s in sides for a in s.actual.values()), 0)
    observed = [i for s in sides for i in s.result.details.get("observed_elements", [])]
    if not observed or not size:
        return None
    keep = np.ones(size, dtype=bool)
    keep[[i for i in observed if i < size]] = False
    return keep


def _logical_inputs(case: Case, op: OperatorSpec, specs: SpecSet) -> dict[str, np.ndarray]:
    out = {}
    for name, f, value in op.tensors_in(case.desc):  # a tensor array's members by their own names
        if f.role == "input" and name in case.inputs:
            t = TensorDesc.from_json(value, specs, name)
            out[name] = to_array(case.inputs[name], t.data_type, t.sizes, f"inputs.{name}")
    return out


def _data_types(case: Case, op: OperatorSpec) -> dict[str, str]:
    out = {}
    for name, _, t in op.tensors_in(case.desc):
        if isinstance(t, dict) and "DataType" in t:
            out[name] = str(t["DataType"])
    return out


def _subnormal_item(op: OperatorSpec) -> str | None:
    return next((u["id"] for u in op.unspecified if u.get("detect", {}).get("inputs") == "subnormal-flushed"), None)


def _holds_subnormals(cases: list[Case], specs: SpecSet) -> bool:
    for case in cases:
        op = specs.operator(case.operator)
        for a in _logical_inputs(case, op, specs).values():
            if a.dtype.kind == "f" and ((a != 0) & (np.abs(a) < np.finfo(a.dtype).tiny)).any():
                return True
    return False
