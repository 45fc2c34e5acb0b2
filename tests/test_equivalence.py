"""Equivalences run as relations between two runs of one backend, with no oracle."""

from __future__ import annotations

import dataclasses
import math
import re

import pytest
from hypothesis import HealthCheck, Phase, find, settings

import numpy as np
from mutants import MutantBackend

from conformance.backends import create_backend
from conformance.backends.reference import ReferenceBackend
from conformance.cases.equivalence import equivalences
from conformance.run.runner import Runner
from conformance.spec import load_specs
from generators.equivalence_draws import equivalence_pairs

SPECS = load_specs()
LEVEL = SPECS.highest_level
SEARCH = settings(max_examples=300, deadline=None, database=None, derandomize=True, phases=[Phase.generate],
                  suppress_health_check=list(HealthCheck))
EQUIVALENCES = [eq for op in SPECS.operators.values() for eq in equivalences(op)]


def outcomes(backend, eq, n=10):
    runner = Runner(SPECS, backend, LEVEL)
    seen = []


    strategy = equivalence_pairs(SPECS, eq)
    find(strategy, lambda pair: seen.extend(_told(r) for _, r in runner.run_equivalence(eq, *pair)) or
         len(seen) >= n, settings=SEARCH)
    return seen


def _told(result) -> str:
    """The outcome, and OBSERVED's reason where no element was owed the relation (each side's
    every element reaches unspecified behaviour: a NaN or infinity in every window)."""
    if result.outcome.value == "OBSERVED" and "is owed at no element" in result.message:
        return "OBSERVED (owed at no element)"
    return result.outcome.value


@pytest.mark.parametrize("eq", EQUIVALENCES, ids=lambda e: f"{e.operator.split('_')[1].lower()}-{e.id}")
def test_every_equivalence_holds_on_the_reference(eq):
    seen = outcomes(create_backend("reference", SPECS, LEVEL), eq)
    assert "PASS" in seen and set(seen) <= {"PASS", "OBSERVED (owed at no element)"}


def failed_relation(operator: str, eq_id: str, backend):
    """(the equivalence, its first FAIL on ``backend``), searched for among its drawn pairs; the
    message says which relation does not hold."""
    eq = next(e for e in equivalences(SPECS.operator(operator)) if e.id == eq_id)
    runner = Runner(SPECS, backend, LEVEL)
    pair = find(equivalence_pairs(SPECS, eq),
                lambda p: runner.run_equivalence(eq, *p)[0][1].outcome.value == "FAIL", settings=SEARCH)
    result = runner.run_equivalence(eq, *pair)[0][1]
    assert f"{eq_id} does not hold" in result.message
    return eq, result


@pytest.mark.parametrize("operator, eq_id, bug", [
    ("DML_ARGMAX_OPERATOR_DESC", "decreasing-mirror", "decreasing-ignored"),
    ("DML_ARGMIN_OPERATOR_DESC", "reduce-argmin", "reduce-function-swapped"),
    ("DML_MAX_POOLING2_OPERATOR_DESC", "values-at-indices", "pool-indices-per-plane"),
    ("DML_LP_POOLING_OPERATOR_DESC", "l1-of-magnitudes-is-sum", "average-include-padding-ignored"),
    ("DML_TOP_K1_OPERATOR_DESC", "argmax-when-k-is-1", "top-k-ties-last"),
    ("DML_TOP_K1_OPERATOR_DESC", "argmin-when-k-is-1", "top-k-ties-last"),
    # composed: the other side's step (GREATER_THAN, LESS_THAN) or its last run (NOT, GELU) is the broken one
    ("DML_ELEMENT_WISE_MAX_OPERATOR_DESC", "if-of-greater-than", "unsigned-compared-as-signed"),
    ("DML_ELEMENT_WISE_LOGICAL_GREATER_THAN_OR_EQUAL_OPERATOR_DESC", "not-of-less-than", "logical-not-bitwise"),
    # scatter: inside one run, and MAX_UNPOOLING composed on MAX_POOLING2's values and indices
    ("DML_MAX_UNPOOLING_OPERATOR_DESC", "scatter-of-input", "unpool-output-not-zeroed"),
    ("DML_MAX_POOLING2_OPERATOR_DESC", "unpooling-puts-maxima-back", "unpool-indices-per-plane"),
    ("DML_MAX_POOLING2_OPERATOR_DESC", "unpooling-puts-maxima-back", "unpool-output-not-zeroed"),
    # reshaped and computed fields: the other side (GATHER) broken; round trips: the gather broken (a
    # broken scatter: test_a_round_trip_skips_the_updates_two_writes_conflict_on_and_judges_the_rest)
    ("DML_GATHER_ND_OPERATOR_DESC", "one-coordinate-is-gather", "gather-negative-index-zero-filled"),
    ("DML_GATHER_ND1_OPERATOR_DESC", "one-coordinate-per-batch-is-gather-elements", "gather-nd1-every-batch-reads-batch-zero"),
    ("DML_SCATTER_ND_OPERATOR_DESC", "gather-nd-reads-the-updates-back", "gather-nd-negative-coordinates-raw-offset"),
    ("DML_SCATTER_OPERATOR_DESC", "gather-elements-reads-the-updates-back", "gather-elements-negative-index-read-as-zero"),
    # a round trip within a bound (``within``): the dequantization broken (INT4 read with a bias of 7)
    ("DML_QUANTIZE_OPERATOR_DESC", "dequantize-gives-back-within-half-a-step", "int4-decoded-with-bias-7"),
    # composed of three ELEMENT_WISE_ runs with one-element scales broadcast (``broadcast``): the fused one broken
    ("DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC", "dequantize-add-quantize",
     "quantized-add-rounds-after-the-zero-point-and-wraps"),
    # the integer operators with the requantization apart (``along``, ``differ_by_at_most``): the fused one broken
    ("DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC", "integer-product-requantized-apart", "qlinear-wrap-not-saturate"),
    ("DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC", "integer-convolution-requantized-apart",
     "qlinear-per-channel-zero-point-first-value"),
    # the recurrences' (take, set_inputs): a bidirectional run's backward half, shorter lengths, one composed step
    ("DML_GRU_OPERATOR_DESC", "bidirectional-backward-half", "bidirectional-backward-reads-forward-weights"),
    ("DML_RNN_OPERATOR_DESC", "shorter-lengths-truncate", "recurrent-reverse-starts-at-the-tensor-end"),
    ("DML_LSTM_OPERATOR_DESC", "one-step-hidden-composed", "lstm-gates-read-as-ifco"),
])
def test_a_backend_that_breaks_the_relation_fails_it(operator, eq_id, bug):
    eq, result = failed_relation(operator, eq_id, MutantBackend(SPECS, bug, LEVEL))
    assert result.details["relation"] == eq.describe()
    for mine, theirs in eq.renamed.items() if eq.relation is None else ():  # outputs compared under both names
        assert f"{mine} vs {theirs}" in result.message


def test_the_other_side_of_a_cross_operator_equivalence_is_at_its_own_level():
    eq = next(e for e in equivalences(SPECS.operator("DML_REDUCE_OPERATOR_DESC")) if e.id == "argmax-operator")
    this, that = find(equivalence_pairs(SPECS, eq), lambda p: p[0].feature_level == "1_0", settings=SEARCH)
    assert that.operator == "DML_ARGMAX_OPERATOR_DESC" and that.feature_level == "3_0"
    assert "Function" not in that.desc and that.desc["AxisDirection"] == "DML_AXIS_DIRECTION_INCREASING"


def test_a_relation_between_inexact_operators_holds_within_both_tolerances():
    eq = next(e for e in equivalences(SPECS.operator("DML_LP_POOLING_OPERATOR_DESC"))
              if e.id == "l1-of-magnitudes-is-sum")
    runner = Runner(SPECS, create_backend("reference", SPECS, LEVEL), LEVEL)
    this, that = find(equivalence_pairs(SPECS, eq), lambda p: math.prod(p[0].desc["WindowSize"]) > 2,
                      settings=SEARCH)
    assert that.operator == "DML_AVERAGE_POOLING_OPERATOR_DESC" and that.desc["IncludePadding"] is True
    assert "P" not in that.desc and all(not str(v).startswith("-") for v in this.inputs["InputTensor"])
    result = runner.run_equivalence(eq, this, that)[0][1]
    tol = result.details["tolerance"]["OutputTensor"]
    # AVERAGE_POOLING's tolerance, twice (two sides) and twice again (this side rescaled)
    window = math.prod(this.desc["WindowSize"])
    assert result.outcome.value == "PASS" and tol["allowed"] == 4 * (window + 2) and tol["scale"] == "magnitude"


class TopKBroken(ReferenceBackend):
    """TOP_K1 with one bug: ``indices-mirrored`` (indices counted from the sequence's end, the
    values right) or ``increasing-ignored`` (the largest K whatever AxisDirection)."""
    name = "top-k-broken"

    def compute(self, op, desc, tensors, x):
        out = super().compute(op, desc, tensors, x)
        if op.semantics["reference"] != "top_k":
            return out
        if self.option == "indices-mirrored":
            n = x["InputTensor"].shape[desc["Axis"]]
            index = out["OutputIndexTensor"]
            out["OutputIndexTensor"] = ((n - 1) - index.astype(np.int64)).astype(index.dtype)
        else:
            out = super().compute(op, dict(desc, AxisDirection="DML_AXIS_DIRECTION_DECREASING"), tensors, x)
        return out


@pytest.mark.parametrize("eq_id, bug", [("values-at-indices", "indices-mirrored"),
                                        ("increasing-is-decreasing-of-negation", "increasing-ignored")])
def test_top_k1_relations_catch_their_bugs(eq_id, bug):
    eq = next(e for e in equivalences(SPECS.operator("DML_TOP_K1_OPERATOR_DESC")) if e.id == eq_id)
    runner = Runner(SPECS, TopKBroken(SPECS, bug, LEVEL), LEVEL)
    pair = find(equivalence_pairs(SPECS, eq),
                lambda p: runner.run_equivalence(eq, *p)[0][1].outcome.value == "FAIL", settings=SEARCH)
    result = runner.run_equivalence(eq, *pair)[0][1]
    assert f"{eq_id} does not hold" in result.message


def test_top_k1_with_k_1_is_argmax_along_its_axis():
    eq = next(e for e in equivalences(SPECS.operator("DML_TOP_K1_OPERATOR_DESC")) if e.id == "argmax-when-k-is-1")
    this, that = find(equivalence_pairs(SPECS, eq), lambda p: p[0].desc["Axis"] > 0, settings=SEARCH)
    assert this.desc["K"] == 1 and that.operator == "DML_ARGMAX_OPERATOR_DESC"
    assert that.desc["Axes"] == [this.desc["Axis"]] and that.desc["AxisCount"] == 1
    assert that.desc["OutputTensor"] == this.desc["OutputIndexTensor"]
    assert that.desc["AxisDirection"] == "DML_AXIS_DIRECTION_INCREASING"
    assert not {"OutputValueTensor", "OutputIndexTensor", "Axis", "K"} & set(that.desc)
    result = Runner(SPECS, create_backend("reference", SPECS, LEVEL), LEVEL).run_equivalence(eq, this, that)[0][1]
    assert result.outcome.value == "PASS"


def test_a_composed_relation_runs_its_steps_on_the_backend_and_feeds_their_outputs_on():
    eq = next(e for e in equivalences(SPECS.operator("DML_ELEMENT_WISE_CLIP_OPERATOR_DESC")) if e.id == "min-of-max")
    this, that = find(equivalence_pairs(SPECS, eq), lambda p: p[0].desc["InputTensor"]["DataType"] == "FLOAT16",
                      settings=SEARCH)
    assert that.operator == "DML_ELEMENT_WISE_MIN_OPERATOR_DESC" and set(that.steps) == {"ATensor"}
    step = that.steps["ATensor"].case
    assert step.operator == "DML_ELEMENT_WISE_MAX_OPERATOR_DESC" and step.desc["ATensor"] == this.desc["InputTensor"]
    # Min and Max as tensors of one element broadcast, holding values FLOAT16 holds exactly
    for tensor, field in ((step.desc["BTensor"], "Min"), (that.desc["BTensor"], "Max")):
        assert tensor["DataType"] == "FLOAT16" and set(tensor["Strides"]) == {0}
        assert float(np.float16(this.desc[field])) == this.desc[field]
    assert "ScaleBias" not in this.desc or this.desc["ScaleBias"] is None
    result = Runner(SPECS, create_backend("reference", SPECS, LEVEL), LEVEL).run_equivalence(eq, this, that)[0][1]
    assert result.outcome.value == "PASS", result.message


def test_a_fused_activation_relation_equals_the_operator_the_nested_desc_names():
    eq = next(e for e in equivalences(SPECS.operator("DML_ELEMENT_WISE_ADD1_OPERATOR_DESC")) if e.id == "activation-of-add")
    this, that = find(equivalence_pairs(SPECS, eq), lambda p: p[0].desc["FusedActivation"]["Type"] == "DML_OPERATOR_ACTIVATION_ELU",
                      settings=SEARCH)
    act = this.desc["FusedActivation"]
    assert that.operator == "DML_ACTIVATION_ELU_OPERATOR_DESC" and that.desc["Alpha"] == act["Alpha"]
    assert that.steps["InputTensor"].case.operator == "DML_ELEMENT_WISE_ADD_OPERATOR_DESC"
    assert "FusedActivation" not in that.steps["InputTensor"].case.desc


def test_a_relation_to_an_operator_with_fewer_types_draws_only_the_types_both_have():
    eq = next(e for e in equivalences(SPECS.operator("DML_ELEMENT_WISE_IDENTITY_OPERATOR_DESC"))
              if e.id == "linear-of-scale-bias")
    seen = []
    find(equivalence_pairs(SPECS, eq), lambda p: seen.append(p[0].desc["InputTensor"]["DataType"]) or len(seen) >= 40,
         settings=SEARCH)
    assert set(seen) == {"FLOAT32", "FLOAT16"}  # IDENTITY has nine more types, LINEAR none of them
    this, that = find(equivalence_pairs(SPECS, eq), lambda p: True, settings=SEARCH)
    assert that.desc["Alpha"] == this.desc["ScaleBias"]["Scale"] and that.desc["Beta"] == this.desc["ScaleBias"]["Bias"]
    assert "ScaleBias" not in that.desc


def test_a_standalone_activation_that_differs_from_its_fused_form_breaks_activation_of_add():
    """The gelu-tanh-approximation mutant computes a standalone GELU with the tanh form and a
    fused one right: ADD1 with a fused GELU and GELU(ADD) then differ."""
    eq = next(e for e in equivalences(SPECS.operator("DML_ELEMENT_WISE_ADD1_OPERATOR_DESC")) if e.id == "activation-of-add")
    gelu = dataclasses.replace(eq, when={"FusedActivation": {"Type": "DML_OPERATOR_ACTIVATION_GELU"}})
    runner = Runner(SPECS, MutantBackend(SPECS, "gelu-tanh-approximation", LEVEL), LEVEL)
    pair = find(equivalence_pairs(SPECS, gelu),
                lambda p: runner.run_equivalence(eq, *p)[0][1].outcome.value == "FAIL", settings=SEARCH)
    result = runner.run_equivalence(eq, *pair)[0][1]
    assert "activation-of-add does not hold" in result.message
    assert set(Runner(SPECS, create_backend("reference", SPECS, LEVEL), LEVEL).run_equivalence(eq, *pair)[0][1]
               .outcome.value for _ in [0]) == {"PASS"}


def test_unpooling_of_max_pooling2_is_composed_from_its_values_and_indices():
    eq = next(e for e in equivalences(SPECS.operator("DML_MAX_POOLING2_OPERATOR_DESC"))
              if e.id == "unpooling-puts-maxima-back")
    this, that = find(equivalence_pairs(SPECS, eq), lambda p: p[1] is not None, settings=SEARCH)
    assert that.operator == "DML_MAX_UNPOOLING_OPERATOR_DESC" and set(that.steps) == {"InputTensor", "IndicesTensor"}
    assert that.desc["OutputTensor"]["Sizes"] == this.desc["InputTensor"]["Sizes"]
    assert "OutputTensor" not in that.inputs  # an output takes the desc it is named after, not its values
    index = that.steps["IndicesTensor"]
    assert index.output == "OutputIndicesTensor" and that.desc["IndicesTensor"] == {
        "DataType": this.desc["OutputIndicesTensor"]["DataType"], "Sizes": this.desc["OutputTensor"]["Sizes"]}
    assert index.case.desc["OutputIndicesTensor"] == that.desc["IndicesTensor"]  # packed, as the step writes it
    assert "MAX_POOLING2(this side's inputs).OutputIndicesTensor" in eq.describe()


def test_a_relation_whose_side_lost_the_device_carries_what_the_backend_saw_of_that_side():
    """A lost device on the other side (DirectML 1.10.1 refusing MAX_UNPOOLING's dispatch) is the
    relation's CRASH with that side's details, which the 1.10 expectations entry names."""
    from conformance.backends.channel import BackendFault

    class LosesUnpooling(ReferenceBackend):
        def run(self, prepared):
            if prepared.op.operator == "DML_MAX_UNPOOLING_OPERATOR_DESC":
                raise BackendFault("CRASH", "the D3D12 device was lost", {"recording": {"refused_interfaces": ["X"]}})
            return super().run(prepared)

    eq = next(e for e in equivalences(SPECS.operator("DML_MAX_POOLING2_OPERATOR_DESC"))
              if e.id == "unpooling-puts-maxima-back")
    pair = find(equivalence_pairs(SPECS, eq), lambda p: p[1] is not None, settings=SEARCH)
    result = Runner(SPECS, LosesUnpooling(SPECS, None, LEVEL), LEVEL).run_equivalence(eq, *pair)[0][1]
    assert result.outcome.value == "CRASH" and result.message.startswith("DML_MAX_UNPOOLING_OPERATOR_DESC: the D3D12")
    assert result.details["recording"] == {"refused_interfaces": ["X"]}


def test_scatter_relation_skips_conflicting_duplicates_and_finds_out_of_range():
    from conformance.cases.equivalence import scatter_relation

    eq = next(e for e in equivalences(SPECS.operator("DML_MAX_UNPOOLING_OPERATOR_DESC")) if e.id == "scatter-of-input")
    updates, indices = np.array([5.0, 6.0, -1.0], np.float32), np.array([1, 1, 3], np.uint32)
    assert scatter_relation(eq, np.array([0, 5, 0, -1], np.float32), updates, indices) is None  # either write
    assert scatter_relation(eq, np.array([0, 6, 0, -1], np.float32), updates, indices) is None
    assert "1 of 3 elements differ" in scatter_relation(eq, np.array([0, 6, 9, -1], np.float32), updates, indices)
    same = np.array([4.0, 4.0, -1.0], np.float32)  # one index twice with one value (overlapping windows): judged
    assert "differ" in scatter_relation(eq, np.array([0, 5, 0, -1], np.float32), same, indices)
    assert "out of range" in scatter_relation(eq, np.zeros(3, np.float32), updates, indices)


def test_one_coordinate_gather_nd_is_gather_along_its_first_meaningful_dimension():
    """GATHER's Axis counts the padded rank (DimensionCount - InputDimensionCount), IndexDimensions
    the index array's dimensions; the indices' trailing 1 moves to the front, its stride with it."""
    eq = next(e for e in equivalences(SPECS.operator("DML_GATHER_ND_OPERATOR_DESC")) if e.id == "one-coordinate-is-gather")
    this, that = find(equivalence_pairs(SPECS, eq), lambda p: len(p[0].desc["InputTensor"]["Sizes"])
                      > p[0].desc["InputDimensionCount"] and p[0].desc["IndicesDimensionCount"] > 1, settings=SEARCH)
    rank, sizes = len(this.desc["InputTensor"]["Sizes"]), this.desc["IndicesTensor"]["Sizes"]
    assert that.operator == "DML_GATHER_OPERATOR_DESC" and sizes[-1] == 1
    assert that.desc["Axis"] == rank - this.desc["InputDimensionCount"] > 0
    assert that.desc["IndexDimensions"] == this.desc["IndicesDimensionCount"] - 1
    assert that.desc["IndicesTensor"]["Sizes"] == [1] + sizes[:-1] and that.inputs == this.inputs
    assert not {"InputDimensionCount", "IndicesDimensionCount"} & set(that.desc)
    result = Runner(SPECS, create_backend("reference", SPECS, LEVEL), LEVEL).run_equivalence(eq, this, that)[0][1]
    assert result.outcome.value == "PASS", result.message


def test_a_moved_dimension_keeps_its_stride_and_must_be_of_size_one():
    from conformance.cases.equivalence import moved_unit_dimension, sizes_held

    t = {"DataType": "UINT32", "Sizes": [2, 3, 1], "Strides": [3, 1, 7]}
    assert moved_unit_dimension(t, -1, 0) == {"DataType": "UINT32", "Sizes": [1, 2, 3], "Strides": [7, 3, 1]}
    with pytest.raises(ValueError, match="dimension 0 is 2, not 1"):
        moved_unit_dimension(t, 0, -1)
    assert sizes_held({"IndicesTensor.Sizes[-1]": 1, "Axis": 0}, {"IndicesTensor": t})
    assert not sizes_held({"IndicesTensor.Sizes[0]": 1}, {"IndicesTensor": t})


def test_a_round_trip_skips_the_updates_two_writes_conflict_on_and_judges_the_rest():
    """SCATTER writes 5 and 6 to element 1 (which stays is unspecified): GATHER_ELEMENTS reads one
    of them back for both, so both are skipped; element 3's update is judged. A scatter that keeps
    the first of two writes passes; one that drops element 3's write fails."""
    from conformance.cases.case import Case

    eq = next(e for e in equivalences(SPECS.operator("DML_SCATTER_OPERATOR_DESC"))
              if e.id == "gather-elements-reads-the-updates-back")
    t = lambda dt, n: {"DataType": dt, "Sizes": [n]}
    desc = {"InputTensor": t("FLOAT32", 4), "IndicesTensor": t("UINT32", 3), "UpdatesTensor": t("FLOAT32", 3),
            "OutputTensor": t("FLOAT32", 4), "Axis": 0}
    inputs = {"InputTensor": [0, 0, 0, 0], "IndicesTensor": [1, 1, 3], "UpdatesTensor": [5, 6, -1]}
    this = Case("DML_SCATTER_OPERATOR_DESC", "4_1", desc, inputs)
    from conformance.cases.equivalence import compose
    that = compose(SPECS, eq, desc, inputs, "4_1", {"name": "scatter-round-trip"})
    reference = Runner(SPECS, create_backend("reference", SPECS, LEVEL), LEVEL)
    assert reference._owed_writes(eq, this, SPECS.operator(this.operator)).tolist() == [False, False, True]
    assert reference.run_equivalence(eq, this, that)[0][1].outcome.value == "PASS"

    class Scatter(ReferenceBackend):
        """SCATTER writing the output the option spells (``0,5,0,-1``), GATHER_ELEMENTS right."""
        def compute(self, op, desc, tensors, x):
            out = super().compute(op, desc, tensors, x)
            if "UpdatesTensor" in desc:
                out["OutputTensor"] = np.array([float(v) for v in self.option.split(",")], np.float32)
            return out

    first_wins = Runner(SPECS, Scatter(SPECS, "0,5,0,-1", LEVEL), LEVEL).run_equivalence(eq, this, that)[0][1]
    assert first_wins.outcome.value == "PASS", first_wins.message
    dropped = Runner(SPECS, Scatter(SPECS, "0,6,0,0", LEVEL), LEVEL).run_equivalence(eq, this, that)[0][1]
    assert dropped.outcome.value == "FAIL" and "1 of 1 elements differ" in dropped.message, dropped.message


@pytest.mark.parametrize("operator, change, message", [
    ("DML_GATHER_ND_OPERATOR_DESC", {"fields_computed": {"OutputTensor": "1"}},
     "fields_computed.OutputTensor: 'OutputTensor' is not a uint or count field of DML_GATHER_OPERATOR_DESC"),
    ("DML_GATHER_ND_OPERATOR_DESC", {"reshape": {"Axis": {"move": [-1, 0]}}},
     "reshape.Axis: 'Axis' is not a tensor field of DML_GATHER_OPERATOR_DESC"),
    ("DML_GATHER_ND_OPERATOR_DESC", {"when": {"IndicesTensor.Sizes[8]": 1}}, "is neither a field"),
    ("DML_GATHER_ND_OPERATOR_DESC", {"reshape": {"IndicesTensor": {"move": [-9, 0]}}},
     "reshape.IndicesTensor.move: [-9, 0]: a dimension is from -8 to 7"),
    ("DML_SCATTER_ND_OPERATOR_DESC", {"tensors": {"input": "OutputTensor", "output": "OutputTensor"}},
     "round_trip's input 'OutputTensor' is not an input tensor of DML_SCATTER_ND_OPERATOR_DESC"),
    ("DML_SCATTER_ND_OPERATOR_DESC", {"tensors": {"input": "UpdatesTensor", "output": "IndicesTensor"}},
     "round_trip's output 'IndicesTensor' is not an output tensor of DML_GATHER_ND_OPERATOR_DESC"),
    ("DML_SCATTER_ND_OPERATOR_DESC", {"inputs_from": {}}, "round_trip needs inputs_from"),
    ("DML_SCATTER_ND_OPERATOR_DESC", {"not_owed_at": "subnormal-inputs"},
     "'subnormal-inputs' is not an unspecified item of DML_SCATTER_ND_OPERATOR_DESC with detect: {indices: conflicting}"),
    ("DML_QUANTIZE_OPERATOR_DESC", {"within": {"tensor": "OutputTensor", "times": 0.5}},
     "within.tensor: 'OutputTensor' is not an input tensor (or member) of DML_QUANTIZE_OPERATOR_DESC"),
    ("DML_QUANTIZE_OPERATOR_DESC", {"within": {"tensor": "QuantizationTensors[0]", "times": 0.5, "saturated_not_owed": True},
                                    "inputs_from": {}}, "round_trip needs inputs_from"),
])
def test_a_malformed_equivalence_word_is_refused_naming_its_field(operator, change, message):
    from conformance.errors import SpecError
    from conformance.spec.load import _check_equivalence_words

    op = SPECS.operator(operator)
    item = {**op.equivalences[0], **change}
    with pytest.raises(SpecError, match=re.escape(message)):
        _check_equivalence_words(op, SPECS, item, ("equivalences", 0), {})


class FillBroken(ReferenceBackend):
    """FILL_VALUE_SEQUENCE from 0 whatever ValueStart says (``start-ignored``),
    FILL_VALUE_CONSTANT writing Value into the first element only (``constant-first-only``), or
    DIAGONAL_MATRIX1 testing topX >= DiagonalFillBegin as topX - DiagonalFillBegin >= 0 in 32 bits
    (``begin-by-subtraction``: past INT_MIN it wraps, and topX >= 0 is read as below the span)."""
    name = "fill-broken"

    def compute(self, op, desc, tensors, x):
        out = super().compute(op, desc, tensors, x)
        kind = op.semantics["reference"]
        if self.option == "begin-by-subtraction" and kind == "diagonal_matrix1":
            o = out["OutputTensor"]
            h, w = o.shape[-2:]
            top_x = np.arange(w)[None, :] - np.arange(h)[:, None]
            wrapped = (top_x.astype(np.int64) - desc["DiagonalFillBegin"] + 2**31) % 2**32 - 2**31 < 0
            begin_ok = ~wrapped
            end, begin = desc["DiagonalFillEnd"], desc["DiagonalFillBegin"]
            use = (end >= begin) ^ begin_ok ^ (top_x < end)
            other = x["InputTensor"] if x.get("InputTensor") is not None else np.zeros_like(o)
            out["OutputTensor"] = np.where(np.broadcast_to(use, o.shape), o, other).astype(o.dtype)
        if self.option == "start-ignored" and kind == "fill_value_sequence":
            out = super().compute(op, dict(desc, ValueStart=0), tensors, x)
        if self.option == "constant-first-only" and kind == "fill_value_constant":
            flat = np.zeros_like(out["OutputTensor"]).reshape(-1)
            flat[:1] = out["OutputTensor"].reshape(-1)[:1]
            out["OutputTensor"] = flat.reshape(out["OutputTensor"].shape)
        return out


@pytest.mark.parametrize("operator, eq_id, bug", [
    ("DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC", "delta-zero-is-constant", "start-ignored"),
    ("DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC", "delta-zero-is-constant", "constant-first-only"),
    ("DML_DIAGONAL_MATRIX1_OPERATOR_DESC", "full-span-is-constant", "begin-by-subtraction"),
    ("DML_DIAGONAL_MATRIX1_OPERATOR_DESC", "full-span-is-constant", "constant-first-only"),
])
def test_a_fill_that_breaks_a_fill_relation_fails_it(operator, eq_id, bug):
    failed_relation(operator, eq_id, FillBroken(SPECS, bug, LEVEL))
