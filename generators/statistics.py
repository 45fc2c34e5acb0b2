"""Draw statistics: what the property tests of a profile actually draw, per operator.

The cases are drawn as the generated suite draws them: each emitted ``check_property`` call
(``property_tests``, the plan ``python -m generators`` emits) gives the strategy, the
profile gives the hypothesis settings and the seed of each test from its node id. Each
input tensor is then measured on what finds bugs: constant or not, four or more distinct
values, a tie at the extreme the operator picks beside other values, negatives, a type
extreme, and where a set's only extreme sits (first, middle, last). A bug that needs one of
these is caught by design only where its share is well above zero.

The profile is passed in (``conformance.run.profiles.PROFILES``): generators sit below the
runner and do not import it.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, fields
from typing import Any, Iterator, Protocol

import numpy as np
from hypothesis import given, seed, settings

from conformance.cases.case import Case
from conformance.cases.drawn import decode
from conformance.cases.tensor import to_array
from conformance.kinds import kind_of
from conformance.spec import DataType, OperatorSpec, SpecSet
from conformance.spec.model import tensor_json
from conformance.spec.validator import validator_for

from .cases import property_tests
from .hard_draws import KINDS as HARD, hard_kinds_of
from .strategies import Draw, valid_cases
from .values import ReducedSets, reduced_sets, value_bound

GENERATED = "conformance/generated"  # the emitted modules, as pytest names their tests from the root


class Profile(Protocol):
    name: str
    max_elements: int

    def settings(self, out_dir) -> settings: ...

    def seed(self, test_id: str) -> int | None: ...


@dataclass
class Tally:
    """Counts over input tensors; ``picked`` ones are inputs of an operator that picks an
    extreme (argmax, argmin, max pooling, TOP_K, REDUCE ARGMAX/ARGMIN)."""
    cases: int = 0
    tensors: int = 0
    several: int = 0  # of two elements or more: the tensors that could vary
    constant: int = 0  # of several: every element equal
    distinct4: int = 0  # four or more distinct values
    signed: int = 0  # of a signed type (floats included)
    negative: int = 0  # of signed: a value below zero
    type_extreme: int = 0  # the type's lowest or highest finite value, an infinity, or -0.0
    picked: int = 0
    tie: int = 0  # of picked: some set holds its extreme twice or more beside another value
    first: int = 0  # of picked: some set of two or more whose only extreme is its first element
    middle: int = 0
    last: int = 0
    hard: int = 0  # first inputs, of a float type, of a kind that spends hard draws (generators/hard_draws.py)
    offset: int = 0  # of hard: one sign, a spread of at most 1/16 of the mean
    small: int = 0  # of hard: at most 2^-4 in magnitude, two elements or more normal, not all equal
    near_max: int = 0  # of hard: within 4 ULPs of the largest finite (or the value bound), nothing infinite
    near_tiny: int = 0  # of hard: within 4 ULPs above the smallest normal (or the bound's least)
    run: int = 0  # of hard: half the elements (4 or more) equal in a row, not all
    cancel: int = 0  # of hard: both signs, the sum at most 1/16 of the sum of magnitudes

    def __iadd__(self, other: Tally) -> Tally:
        for f in fields(self):
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))
        return self

    def shares(self) -> dict[str, float | None]:
        """Each count over its population (None where the population is empty)."""
        over = {"constant": self.several, "negative": self.signed, "tie": self.picked, "first": self.picked,
                "middle": self.picked, "last": self.picked, **dict.fromkeys(HARD, self.hard)}
        out: dict[str, float | None] = {}
        for name in ("constant", "distinct4", "negative", "type_extreme", "tie", "first", "middle", "last", *HARD):
            whole = over.get(name, self.tensors)
            out[name] = getattr(self, name) / whole if whole else None
        return out


def _type_extremes(dt: DataType) -> np.ndarray:
    if dt.is_float:
        top = np.finfo(dt.numpy).max
        return np.array([-np.inf, -top, top, np.inf], dtype=dt.numpy)
    return np.array(dt.bounds(), dtype=dt.numpy)


def tensor_tally(x: np.ndarray, dt: DataType, where: ReducedSets | None, hard: bool = False,
                 bound: tuple[float, float] | None = None) -> Tally:
    """One input tensor (its logical values) measured; ``where``: its reduced sets; ``hard``: of a
    kind that spends hard draws, drawn under value ``bound``."""
    flat = x.reshape(-1)
    distinct = np.unique(flat).size
    t = Tally(tensors=1, several=int(flat.size >= 2), constant=int(distinct == 1 and flat.size >= 2),
              distinct4=int(distinct >= 4))
    if dt.kind != "unsigned":
        t.signed, t.negative = 1, int((flat < 0).any())
    negative_zero = dt.is_float and bool(((flat == 0) & np.signbit(flat)).any())
    t.type_extreme = int(negative_zero or np.isin(flat, _type_extremes(dt)).any())
    if hard and dt.is_float:
        t.hard = 1
        for name, held in hard_kinds_of(flat, bound).items():
            setattr(t, name, int(held))
    if where is None or where.extreme is None:
        return t
    t.picked = 1
    sets = where.sets
    valid = sets >= 0
    lowest, highest = dt.bounds()
    padding = lowest if where.extreme == "max" else highest  # never above (below) the set's own extreme
    values = np.where(valid, flat[np.maximum(sets, 0)], padding)
    with np.errstate(invalid="ignore"):
        best = values.max(axis=1, keepdims=True) if where.extreme == "max" else values.min(axis=1, keepdims=True)
        hit = valid & (values == best)
    count, size = hit.sum(axis=1), valid.sum(axis=1)
    t.tie = int(((count >= 2) & (count < size)).any())  # a set such as [5, 1, 5]: not [5, 5]
    # the position of a set's only extreme among the set's elements in the input
    at = np.cumsum(valid, axis=1)[np.arange(len(sets)), hit.argmax(axis=1)] - 1
    alone = (count == 1) & (size >= 2)
    t.first = int((alone & (at == 0)).any())
    t.last = int((alone & (at == size - 1)).any())
    t.middle = int((alone & (at > 0) & (at < size - 1)).any())
    return t


def case_tally(specs: SpecSet, op: OperatorSpec, case: Case) -> Tally:
    where = reduced_sets(op, case.desc)
    total = Tally(cases=1)
    hard = bool(kind_of(op).hard_draws)  # of its first input (the draws' ``first``)
    for name, values in case.inputs.items():
        t = tensor_json(case.desc, name)
        dt = specs.data_type(t["DataType"])
        bound = value_bound(op, case.desc, dt) if hard and dt.is_float else None
        total += tensor_tally(to_array(values, dt, t["Sizes"], name), dt, where if name == where.tensor else None,
                              hard, bound)
        hard = False
    return total


def _call(call: str) -> dict[str, Any]:
    """The keyword arguments of an emitted call such as ``check_property('OP', row='4_1',
    pins={...})``: the literals the generated test passes, read without running it."""
    node = ast.parse(call, mode="eval").body
    named = ["operator", "row", "pins", "observe"]
    out = {named[i]: ast.literal_eval(a) for i, a in enumerate(node.args)}
    out.update({k.arg: ast.literal_eval(k.value) for k in node.keywords})
    return out


def drawn_cases(specs: SpecSet, op: OperatorSpec, profile: Profile,
                examples: int | None = None) -> Iterator[tuple[str, Case]]:
    """(test node id, case) for every case the profile's property tests of ``op`` draw (the
    very cases of a run: the same ids); ``examples`` caps the draws of each test, for a quick
    look (like cases, not the same ones: hypothesis plans its draws by their number)."""
    validator = validator_for(specs)
    for test in property_tests(op, validator):
        args = _call(test.call)
        row = next(r for r in op.support_rows if r.key == args["row"])
        nodeid = f"{GENERATED}/test_{op.short_name}.py::{test.test_name}"
        strategy = valid_cases(specs, op, Draw(row, dict(args["pins"]), max_elements=profile.max_elements),
                               observe=args.get("observe"))
        cases: list[Case] = []

        def keep(drawn: Case) -> None:
            cases.append(drawn)

        chosen = profile.settings(None)
        if examples is not None:
            chosen = settings(chosen, max_examples=examples)
        run = chosen(given(drawn=strategy)(keep))
        if profile.seed(nodeid) is not None:
            run = seed(profile.seed(nodeid))(run)
        run()
        yield from ((nodeid, case) for case in cases)


def draw_statistics(specs: SpecSet, profile: Profile, operators: list[str] | None = None,
                    examples: int | None = None, drawn: dict[str, list] | None = None) -> dict[str, Tally]:
    """Operator -> the tally of every case its property tests draw under ``profile``; from
    ``drawn`` where given (the suite's cached examples, ``generators.suite.cached_examples``:
    each test's distinct cases, drawn once per machine for verify and kept), else drawn here."""
    out = {}
    for op in sorted(specs.operators.values(), key=lambda o: o.short_name):
        if operators and op.operator not in operators:
            continue
        total = Tally()
        cases = (_kept_cases(specs, op, drawn) if drawn is not None
                 else (case for _, case in drawn_cases(specs, op, profile, examples)))
        for case in cases:
            total += case_tally(specs, op, case)
        out[op.operator] = total
    return out


def _kept_cases(specs: SpecSet, op: OperatorSpec, drawn: dict[str, list]) -> Iterator[Case]:
    """The cases of ``op``'s property tests in the suite's cached examples; a test missing there
    is an error (the examples are of another spec set or profile)."""
    for test in property_tests(op, validator_for(specs)):
        key = f"test_{op.short_name}.py::{test.test_name}"
        if key not in drawn:
            raise KeyError(f"the drawn examples hold no {key}")
        yield from (decode(value) for value in drawn[key])


COLUMNS = [("constant", "const"), ("distinct4", ">=4 dist"), ("negative", "neg"), ("type_extreme", "type ext"),
           ("tie", "tie@ext"), ("first", "first"), ("middle", "middle"), ("last", "last"), ("offset", "offset"),
           ("small", "small"), ("near_max", "near max"), ("near_tiny", "nr tiny"), ("run", "run"), ("cancel", "cancel")]


def format_statistics(table: dict[str, Tally], profile: str, examples: int | None = None) -> list[str]:
    """A table a person reads: one row per operator and one for all, shares in percent."""
    width = max([len(op) for op in table] + [8])
    drawn = f"{examples} cases per property test" if examples else "every case the property tests draw"
    lines = [f"draws (profile {profile}, {drawn}), as shares of input tensors:",
             "  const: every element equal; >=4 dist: four distinct values or more; neg: a negative (of signed",
             "  types); type ext: the type's lowest or highest, an infinity or -0.0; where the operator picks an",
             "  extreme: tie@ext: a set holds its extreme twice beside another value; first/middle/last: a set's",
             "  lone extreme sits there (sets: the elements over Axes, a pooling window, a TOP_K sequence);",
             "  of the float inputs of kinds that spend hard draws (generators/hard_draws.py): offset, near max,",
             "  small, nr tiny, run, cancel: the hard sets they hold",
             f"  {'operator':<{width}} {'cases':>6} " + " ".join(f"{label:>8}" for _, label in COLUMNS)]
    overall = Tally()
    for op, tally in table.items():
        overall += tally
        lines.append(_row(op, tally, width))
    lines.append(_row("all", overall, width))
    return lines


def _row(name: str, tally: Tally, width: int) -> str:
    shares = tally.shares()
    cells = " ".join(f"{'-':>8}" if shares[k] is None else f"{shares[k]:>8.0%}" for k, _ in COLUMNS)
    return f"  {name:<{width}} {tally.cases:>6} {cells}"
