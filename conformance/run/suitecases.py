"""A record's case rebuilt from the certified suite alone, never from a bundle: a fixed case as
``generators.cases`` builds it, a drawn test's cases as ``generators.suite`` drew them (read
from the per-machine cache of that draw). What verify re-judges (``rejudge``) and the audit
replays (``audit``) a record on."""

from __future__ import annotations


class Unbuildable(Exception):
    """Why a record's case cannot be rebuilt from the suite: one line."""


class SuiteCases:
    """Each test's cases, rebuilt from the specs and this dmlconf alone, once per test: a fixed
    case as ``generators.cases`` builds it, a drawn test's cases as ``generators.suite`` drew
    them (node id, seed, profile), read from the per-machine cache of the drawn examples
    (``cached_examples``: the suite's draw, done once per machine and checked case by case)."""

    def __init__(self, specs, profile):
        from ..spec.validator import validator_for

        self.specs, self.profile = specs, profile
        self.validator = validator_for(specs)
        self.by_module = {f"test_{op.short_name}.py": op for op in specs.operators.values()}
        self._tests: dict[str, dict | Unbuildable] = {}
        self._examples: dict[str, list] | None = None
        self._levels: dict[tuple[str, str], str | None] | None = None

    def level(self, test_id: str, case_id: str) -> str | None:
        """The level the suite's list says the case's desc needs (None: not in the list, or valid
        at none)."""
        from generators.suite import cached_suite, test_key

        if self._levels is None:
            self._levels = {(c.test, c.case_id): c.required_level for c in cached_suite(self.specs, self.profile)}
        return self._levels.get((test_key(test_id), case_id))

    def case(self, test_id: str, case_id: str):
        """The case a record of ``test_id`` names (a relation's: its drawn side)."""
        value = self.drawn(test_id, case_id)
        return value[0] if isinstance(value, tuple) else value

    def drawn(self, test_id: str, case_id: str):
        """What the test met as ``case_id``: a case, or a relation's drawn pair (this side, the
        other); a relation's record id is its drawn side's id, then ``-vs-``."""
        from generators.suite import test_key

        key = test_key(test_id)
        if key not in self._tests:
            try:
                self._tests[key] = self._build(key)
            except Unbuildable as exc:
                self._tests[key] = exc
            except Exception as exc:  # drawing failed here: the case cannot be rebuilt, said in one line
                self._tests[key] = Unbuildable(f"drawing {key} again failed: {type(exc).__name__}: {exc}")
        cases = self._tests[key]
        if isinstance(cases, Unbuildable):
            raise cases
        found = cases.get(case_id.partition("-vs-")[0] if cases.get(None) == "relation" else case_id)
        if found is None:
            raise Unbuildable(f"{key} has no case {case_id} in the suite" + (
                " (its test draws; a failed draw records the case Hypothesis shrank to, which no draw gives)"
                if cases.get(None) in ("drawn", "relation") else ""))
        return found

    def _build(self, key: str) -> dict:
        from generators.cases import all_cases, equivalence_tests, observation_tests, property_tests
        from generators.suite import cached_examples

        from .draws import Unshareable, decode

        module, _, name = key.partition("::")
        op = self.by_module.get(module)
        if op is None:
            raise Unbuildable(f"{module}: no operator's test module in the suite")
        generated = [g for g in all_cases(op, self.validator) if g.test_name == name]
        if not generated:
            raise Unbuildable(f"{key}: no such test in the suite")
        fixed = {g.case.id: g.case for g in generated if g.case is not None}
        if fixed:
            return fixed
        drawn = {g.test_name for g in property_tests(op, self.validator) + observation_tests(op, self.validator)
                 + equivalence_tests(op, self.validator)}
        if name not in drawn:
            raise Unbuildable(f"{key}: not a test of the certified suite ({self.profile.name} profile)")
        if self._examples is None:
            self._examples = cached_examples(self.specs, self.profile)
        relation = generated[0].call.startswith("check_equivalence(")
        cases: dict = {None: "relation" if relation else "drawn"}
        try:
            for encoded in self._examples.get(key, []):
                value = decode(encoded)
                case = value[0] if relation else value
                cases.setdefault(case.id, value)
        except (Unshareable, IndexError, TypeError) as exc:
            raise Unbuildable(f"{key}: its cached examples cannot be read ({exc}); remove the suite cache") from None
        return cases
