"""The ci profile draws what finds bugs, measured over every case its property tests draw.

A planted bug that needs a lone maximum, a tie at the maximum beside other values, or mixed
signs is caught by design only where such draws are common. The shares below are of input
tensors (``generators.statistics``); the cases are the distinct ones ``dmlconf run --profile ci`` draws
(the certified suite's own draw, ``generators.suite.cached_examples``). Before the value strategies aimed at
them, 57% of tensors were constant, 9% held four distinct values or more, 19% of the
argmax/argmin/max-pooling draws had a tie at the extreme beside other values, and 38% of
signed-type tensors a negative value.
"""

from __future__ import annotations

import numpy as np
import pytest

from conformance.kinds import kind_of
from conformance.kinds.kind import Kind
from conformance.run.profiles import PROFILES
from conformance.spec import load_specs
from generators.hard_draws import KINDS as HARD_KINDS, hard_kinds_of
from generators.statistics import Tally, draw_statistics, format_statistics, tensor_tally
from generators.suite import cached_examples
from generators.values import ReducedSets

SPECS = load_specs()
# the operators whose drawn ties decide an index (ARGMAX/ARGMIN and MAX_POOLING*; REDUCE and
# TOP_K pick an extreme too and are held to the per-operator floors)
TIE_JUDGED = [op.operator for op in SPECS.operators.values() if op.semantics["reference"] in ("argmax", "argmin",
                                                                                             "max_pooling")]
# the operators whose kind spends the hard draws (generators/hard_draws.py: Kind.hard_draws)
HARD = [op.operator for op in SPECS.operators.values() if kind_of(op).hard_draws]


@pytest.fixture(scope="module")
def table() -> dict[str, Tally]:
    # the suite's own draw, kept per machine (verify and the audit read the same examples): drawn once
    return draw_statistics(SPECS, PROFILES["ci"], drawn=cached_examples(SPECS, PROFILES["ci"]))


def total(table: dict[str, Tally], operators=None) -> Tally:
    out = Tally()
    for op, tally in table.items():
        if operators is None or op in operators:
            out += tally
    return out


def shown(table) -> str:
    return "\n" + "\n".join(format_statistics(table, "ci"))


def test_the_draws_are_the_suites(table):
    assert set(table) == set(SPECS.operators)
    # a generator (FILL_VALUE_CONSTANT, DIAGONAL_MATRIX) draws no input tensor
    inputs = {op.operator for op in SPECS.operators.values() if any(f.role == "input" for f in op.tensor_fields)}
    assert all(t.cases >= 20 and (t.tensors >= t.cases or op not in inputs) for op, t in table.items())


def test_few_tensors_are_constant(table):
    assert total(table).shares()["constant"] <= 0.15, shown(table)


def test_many_tensors_hold_four_distinct_values_or_more(table):
    assert total(table).shares()["distinct4"] >= 0.40, shown(table)


def test_ties_at_the_extreme_beside_other_values(table):
    assert total(table, TIE_JUDGED).shares()["tie"] >= 0.30, shown(table)
    for op, tally in table.items():
        if tally.picked:
            assert tally.shares()["tie"] >= 0.20, f"{op}{shown(table)}"


def test_the_lone_extreme_sits_first_last_and_in_the_middle(table):
    picking = total(table, [op for op, t in table.items() if t.picked]).shares()
    assert min(picking["first"], picking["middle"], picking["last"]) >= 0.10, shown(table)
    for op, tally in table.items():
        if tally.picked:
            assert min(tally.first, tally.middle, tally.last) > 0, f"{op}{shown(table)}"


def test_signed_types_draw_negatives(table):
    assert total(table).shares()["negative"] >= 0.50, shown(table)
    # where negative inputs reach an unspecified item for some fields (LP_POOLING with odd P), or the kind
    # draws some inputs positive by design (a quantized operator's scales: kind.drawn_values), fewer hold one
    limited = {op.operator for op in SPECS.operators.values()
               if any(u.get("detect", {}).get("inputs") == "negative" for u in op.unspecified)
               or type(kind_of(op)).drawn_values is not Kind.drawn_values}
    for op, tally in table.items():
        share = tally.shares()["negative"]
        if share is not None:  # None: the operator has no signed input type
            assert share >= (0.10 if op in limited else 0.25), f"{op}{shown(table)}"


def test_type_extremes_are_drawn(table):
    assert total(table).shares()["type_extreme"] >= 0.20, shown(table)


def test_the_hard_draws_are_spent(table):
    # each hard kind a share of the first float inputs of the kinds that spend them, and most drawn for each
    # operator; no other operator's draws are counted (their population is empty). Measured at 10%, 11%, 7%, 5%,
    # 4% and 8% (offset, small, near max, near tiny, run, cancel) over the eight operators of MVN, softmax, REDUCE
    shares = total(table, HARD).shares()
    assert HARD and all(shares[k] >= 0.03 for k in HARD_KINDS), shown(table)
    for op, tally in table.items():
        assert (tally.hard > 0) == (op in HARD), f"{op}{shown(table)}"
        if op in HARD:
            # three of its kinds at least (a run needs five elements, and 40 cases draw few of them), or all
            spent = set(kind_of(SPECS.operator(op)).hard_draws)
            assert sum(getattr(tally, k) > 0 for k in spent) >= min(3, len(spent)), f"{op}{shown(table)}"


# --------------------------------------------------------------------------- the measure itself

INT8 = SPECS.data_type("INT8")
ROWS = ReducedSets("InputTensor", "max", np.arange(8).reshape(2, 4))


@pytest.mark.parametrize("values, expect", [
    ([3, 3, 3, 3, 3, 3, 3, 3], dict(constant=1, tie=0, first=0, middle=0, last=0)),
    ([5, 1, 5, 2, 0, 0, 0, 0], dict(tie=1, first=0, middle=0, last=0, negative=0)),
    ([5, 5, 5, 5, 1, 1, 1, 1], dict(constant=0, tie=0, distinct4=0)),  # each set all ties: no other value
    ([9, 1, 2, 3, -1, 7, 2, 3], dict(tie=0, first=1, middle=1, last=0, negative=1, distinct4=1)),
    ([1, 2, 3, 127, 0, 0, 0, 0], dict(last=1, type_extreme=1)),
])
def test_tensor_tally_counts_what_it_says(values, expect):
    t = tensor_tally(np.array(values, dtype=np.int8), INT8, ROWS)
    assert {k: getattr(t, k) for k in expect} == expect


F16 = np.finfo(np.float16)


@pytest.mark.parametrize("values, held", [
    ([4096, 4100, 4092, 4096], {"offset"}),
    ([65504, 0.25, 65472, -1], {"near_max"}),
    ([65504, np.inf, 1, 2], set()),  # an infinity: observed, not judged
    ([F16.tiny, -F16.tiny, 1, 2], {"near_tiny"}),
    ([3, 1, 1, 1, 1, 2], {"run"}),
    ([1, 1, 1, 1], set()),  # constant: counted as such
    ([512, -512, 1024, -1024, 0.25], {"cancel"}),
    ([1, -2, 3, -4], set()),
    ([2 ** -8, -2 ** -7, 3 * 2 ** -8], {"small"}),
])
def test_hard_kinds_are_measured_as_they_say(values, held):
    got = hard_kinds_of(np.array(values, dtype=np.float16))
    assert {k for k, v in got.items() if v} == held


def test_tensor_tally_skips_window_padding_and_reads_minima():
    windows = ReducedSets("InputTensor", "min", np.array([[-1, 0, 1], [1, 2, -1]]))
    t = tensor_tally(np.array([4, 2, 2], dtype=np.int8), INT8, windows)  # [pad, 4, 2] and [2, 2, pad]
    assert (t.last, t.tie, t.first) == (1, 0, 0)


def test_coverage_reports_the_draws(capsys):
    from conformance.cli import main
    from conformance.spec.validator import validator_for
    from generators.cases import property_tests

    assert main(["coverage", "--operator", "DML_ARGMAX_OPERATOR_DESC", "--draws", "2"]) == 0
    out = capsys.readouterr().out
    assert "draws (profile ci, 2 cases per property test)" in out
    row = next(line.split() for line in out.splitlines() if line.strip().startswith("DML_ARGMAX_OPERATOR_DESC")
               and "%" in line)
    tests = property_tests(SPECS.operator("DML_ARGMAX_OPERATOR_DESC"), validator_for(SPECS))
    assert int(row[1]) == 2 * len(tests)  # two cases from each property test
