"""Each mutant's ``reaches`` is honest: on the operators it does not reach, it answers exactly as
the reference does.

A run against a mutant (tests/mutation_matrix.py) covers only the generated modules of the
operators its ``reaches`` names, so a mutant that changed another operator would be scored on
less than it breaks. Here, in this process, every mutant answers a sample of every other
operator's cases: each operator's fixed cases (the page's examples, the invalid descs, the
dimension counts) and one drawn case of two of its property tests, a FLOAT16 one and another.
The answer must be the reference's to the byte (the same output buffers, padding included) or
the same rejection. The unsupported data types' refusals (4,332 fixed cases) are left out: the
same validation as the invalid descs', they would triple the check's time.
"""

from __future__ import annotations

import ast
import copy
from dataclasses import dataclass

import numpy as np
import pytest
from hypothesis import HealthCheck, Phase, given, settings
from mutants import MUTANTS, MutantBackend, reached_operators, reaches, sample

from conformance.backends import reference
from conformance.backends.base import Prepared, Rejection
from conformance.backends.reference import ReferenceBackend
from conformance.run.profiles import PROFILES
from conformance.run.runner import Runner
from conformance.spec.validator import validator_for
from generators.cases import dimension_count_cases, example_cases, invalid_cases, property_tests
from generators.strategies import property_strategy

# the second draw: hypothesis' first is its simplest (zeros, packed), which few bugs change
DRAW = settings(max_examples=2, derandomize=True, database=None, deadline=None, phases=[Phase.generate],
                suppress_health_check=list(HealthCheck))


@dataclass
class Asked:
    """One case as the harness put it to the reference, and the reference's answer."""
    short_name: str
    prepared: Prepared  # its output buffers as the harness poisoned them, before any backend wrote
    answer: object  # the output buffers' bytes by name, or "rejected"


def _answer(backend, prepared: Prepared):
    fresh = Prepared(prepared.case, prepared.op, prepared.tensors, prepared.inputs,
                     {n: b.copy() for n, b in prepared.outputs.items()})
    try:
        got = backend.run(fresh)
    except Exception as exc:  # a mutant that raises on an operator it does not reach differs too
        return f"raised {type(exc).__name__}: {exc}"
    if isinstance(got, Rejection):
        return "rejected"
    return {n: np.asarray(b).tobytes() for n, b in sorted(got.items())}


def _difference(answer, expected) -> str:
    if isinstance(answer, dict) and isinstance(expected, dict):
        return "its " + ", ".join(n for n in sorted(set(answer) | set(expected))
                                  if answer.get(n) != expected.get(n)) + " differ from the reference's"
    said = [a if isinstance(a, str) else "outputs " + ", ".join(a) if a else "accepted" for a in (answer, expected)]
    return f"{said[0]}; the reference {said[1]}"


class _Recording(ReferenceBackend):
    """The reference, keeping each case the runner puts to it and its answer."""

    def __init__(self, specs, option, feature_level):
        super().__init__(specs, option, feature_level)
        self.asked: list[Asked] = []

    def run(self, prepared: Prepared):
        kept = Prepared(prepared.case, prepared.op, prepared.tensors, copy.deepcopy(prepared.inputs),
                        {n: b.copy() for n, b in prepared.outputs.items()})
        got = super().run(prepared)
        answer = "rejected" if isinstance(got, Rejection) else {n: np.asarray(b).tobytes() for n, b in sorted(got.items())}
        self.asked.append(Asked(prepared.op.short_name, kept, answer))
        return got


def _drawn(specs, op, validator):
    """One drawn case of ``op``'s first FLOAT16 property test and of its first other one (FLOAT16
    is where precision bugs live; the other is usually FLOAT32 or an integer)."""
    seen, out = set(), []
    for test in property_tests(op, validator):
        keywords = {k.arg: ast.literal_eval(k.value) for k in ast.parse(test.call).body[0].value.keywords}
        half = "FLOAT16" in keywords["pins"].values()
        if half in seen:
            continue
        seen.add(half)
        row = next(r for r in op.support_rows if r.key == keywords["row"])
        strategy, _ = property_strategy(specs, op, row, keywords["pins"], None, PROFILES["ci"], test.test_name)
        drawn = []

        def keep(case) -> None:
            drawn.append(case)
        DRAW(given(strategy)(keep))()
        out.append(drawn[-1])
    return out


@pytest.fixture(scope="module")
def asked(specs) -> list[Asked]:
    """Every operator's sample, as the runner put it to the reference."""
    validator = validator_for(specs)
    recording = _Recording(specs, None, specs.highest_level)
    runner = Runner(specs, recording, specs.highest_level)
    for op in specs.operators.values():
        fixed = example_cases(op, validator) + invalid_cases(op, validator) + dimension_count_cases(op, validator)
        for case in [t.case for t in fixed] + _drawn(specs, op, validator):
            runner.run(case, write_case=False)
    return recording.asked


def test_every_operator_is_sampled(specs, asked):
    assert {a.short_name for a in asked} == {op.short_name for op in specs.operators.values()}
    assert sum(1 for a in asked if isinstance(a.answer, dict)) > len(specs.operators)  # values, not only refusals


class _ValidatedOnce:
    """A validator that computes each desc's report once: validation is a pure function of the
    operator, desc and level, the same for every mutant (they differ in what they accept), and
    nearly all a mutant's answer to this sample costs."""

    def __init__(self, validator):
        self.validator, self.reports = validator, {}

    def validate(self, op, desc, level):
        key = (op.operator, repr(desc), level.name)
        if key not in self.reports:
            self.reports[key] = self.validator.validate(op, desc, level)
        return self.reports[key]

    def __getattr__(self, name):
        return getattr(self.validator, name)


@pytest.fixture(scope="module")
def validated_once(specs):
    once = _ValidatedOnce(validator_for(specs))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(reference, "validator_for", lambda _: once)
        yield


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_mutant_changes_nothing_it_does_not_reach(name, specs, asked, validated_once):
    reached = set(reached_operators(reaches(name), specs))
    mutant = MutantBackend(specs, name, specs.highest_level)
    differs = {}
    for a in asked:
        if a.short_name not in reached and a.short_name not in differs:
            answer = _answer(mutant, a.prepared)
            if answer != a.answer:
                differs[a.short_name] = f"{a.prepared.case.id}: {_difference(answer, a.answer)}"
    assert not differs, f"{name} changes operators its reaches leaves out: {differs}"


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_mutant_sample_is_within_its_reach(name, specs):
    sampled = set(reached_operators(sample(name), specs))
    assert sampled, f"{name}: its sample names no operator"
    assert sampled <= set(reached_operators(reaches(name), specs)), f"{name}: its sample is outside its reach"
