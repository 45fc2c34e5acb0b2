"""Mutation score: the generated suite, under the ``ci`` profile, must catch every planted bug
with a judged test.

Each mutant in ``tests/mutants.py`` and ``tests/mutants_upstream.py`` is the reference backend
with one bug (those of ``mutants_upstream.py`` as real implementations shipped them, each naming
its issue). The generated suite runs against each in process (``tests/mutation_inprocess.py``, a
family's mutants to a test), over the generated modules of the operators the bug reaches only
(``reaches`` in tests/mutants.py, kept honest by tests/test_mutant_reach.py), their worked
examples first, until a judged test FAILs: an observe test's FAIL (inputs that reach an unspecified
item) is an observation, and a mutant caught only so is missed. A strength table is printed:
caught or MISSED, how many results were recorded before the catch, the seconds its run took, how
many judged tests catch it (``tests/mutant_strength.json``, counted with every test of its reach
run, and checked here for staleness), the first test that caught it (its node id), and the
upstream issue. Anything missed fails the test, except the known escapes in ``ESCAPES`` (each
with why the suite is blind to it; one that becomes caught fails too, so the list stays true).

Each upstream mutant also has a hand-made case where it fires (``FIRES``), checked here in
process: the reference passes it and the mutant fails it, so no mutant is a no-op.

Opt-in, every mutant through every test (no ``-x``), to find the generated tests that catch
nothing: ``DMLCONF_ALL_MUTANTS=1 pytest tests/test_mutation.py -s`` (or a comma-separated list of
mutants instead of 1) or ``python tests/mutation_matrix.py [--json matrix.json] [MUTANT ...]``;
it prints how many mutants each test catches and the tests that catch none.
"""

from __future__ import annotations

import os
import re

import pytest
from mutants import LARGE, MUTANTS, UPSTREAM, MutantBackend
import mutants_fills
import mutants_cast_nonzero
import mutants_gather_padding
import mutants_joinsplit
import mutants_quant4
import mutants_slicing
import mutants_grad_a
import mutants_indexing
import mutants_qlinear
import mutants_layout
import mutants_mvn2
import mutants_roi
import mutants_resample
import mutants_grad_b
import mutants_roialigngrad
import mutants_quantew
import mutants_upsample
import mutants_random
import mutants_attention
import mutants_recurrent
import mutants_adam
import mutants_hard
from mutation_inprocess import family, judged, load_strength, run_mutants_inprocess
from mutation_matrix import GENERATED, matrix, matrix_lines, run_all, strength_table

from conformance.backends.reference import ReferenceBackend
from conformance.cases.case import Case
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs

SPECS = load_specs()
TOP = SPECS.highest_level

# Mutants the ci suite does not catch, and why it is blind to them.
# what the tolerance admits by design (arg-index-memory-order was one, until the layouts drew
# transposed strides); like every mutant, each runs only the modules of the operators it reaches
ESCAPES: dict[str, str] = {
    "attention-fully-masked-row-nan":
        "MULTIHEAD_ATTENTION's page does not say what a query row whose every key is masked gives: those elements "
        "are the unspecified item fully-masked-rows, observed per element and never judged (DirectML 1.15.4 gives the "
        "formula's value there; docs/notes-attention.md), and the NaN changes no other element",
    "cast-float-to-integer-wraps":
        "CAST's page names no saturation rule: a float past the output integer type's range is the unspecified item "
        "out-of-range, observed per element and never judged, and the wrap changes no other element",
    "cast-nan-to-integer-minimum":
        "CAST's page does not say what a NaN becomes in an integer type (unspecified nan-to-integer): observed per "
        "element, never judged, and the bug changes no other element",
    "float16-sum-in-float16":
        "REDUCE SUM's tolerance (reduced_elements ULP of the magnitude, WebNN's) and AVERAGE's (+ 2) admit a FLOAT16 "
        "running sum: n - 1 roundings, each within half an ULP of a partial sum no larger than the sum of |x|, err by "
        "at most (n - 1)/2 ULP of it (Higham 4.2), at every n",
    "sum-in-reverse-order":
        "the page names no order and the tolerance admits every one: any order's error is within the same "
        "(n - 1) u of the sum of |x| (Higham 4.2)",
    "gemm-float16-accumulated-in-float16":
        "GEMM's tolerance (2K + 3 ULP of the magnitude |Alpha||A||B| + |Beta||C|, WebNN's) admits FLOAT16 "
        "accumulation at every K: K product roundings and K - 1 sum roundings, each within half an ULP of a value no "
        "larger than the magnitude, then Alpha's, Beta * C's and the final sum's, err by at most (2K + 2)/2 = K + 1 "
        "ULP of it (Higham 3.1), below 2K + 3",
    "convolution-float16-accumulated-in-float16":
        "CONVOLUTION's tolerance (2K + 1 ULP of the magnitude |input| * |filter| + |bias|, K = a group's input "
        "channels times the window's elements: WebNN's conv2d 2K plus 1 for the bias) admits FLOAT16 accumulation "
        "at every K: K product roundings and K - 1 sum roundings, each within half an ULP of a value no larger than "
        "the magnitude, then the bias's, err by at most 2K/2 = K ULP of it (Higham 3.1), below 2K + 1",
    "bn-training-float16-accumulated-in-float16":
        "BATCH_NORMALIZATION_TRAINING's tolerances (n + 2 ULP of mean|x| for the Mean, 3n + 2 of mean(x^2) for the "
        "Variance, 3n + 6 of the terms for the Output; WebNN's reduceMean, reduceSumSquare and batchNormalization) "
        "admit FLOAT16 running sums at every n: the Mean's n - 1 additions err by at most (n - 1)/2 ULP of the sum "
        "of |x| and the division by 1/2, so (n - 1)/2 + 1/2 ULP of mean|x| < n + 2 (Higham 4.2); a two-pass variance "
        "from that Mean errs by its square (mean(d) = -delta) plus n/2 for the squares and their sum, of mean(x^2), "
        "below 3n + 2; the Output's six FLOAT16 steps (x - Mean, the root, the quotient, Scale, Bias, FusedAdd) add "
        "3 ULP of its terms to the Mean's n and half the Variance's relative error, below 3n + 6",
    "lrn-float16-sum-in-float16":
        "LOCAL_RESPONSE_NORMALIZATION's FLOAT16 tolerance (6N + 13 ULP, N = LocalSize or LocalSize^2 terms) admits a "
        "FLOAT16 window sum: N square roundings and N - 1 sum roundings of positive terms, each within half an ULP "
        "(2^-11 relative) of a value no larger than the sum, err by at most (2N - 1) 2^-11 < N 2^-10 of it (Higham "
        "4.2); Bias > 0 and Alpha >= 0 keep that relative error in the base, |Beta| <= 3 triples it, and a relative "
        "error r is at most r 2^11 ULP of the output: 3N 2^-10 2^11 = 6N ULP, below 6N + 13",
}


def _arg(op, dtype, sizes, axes, values, out_dtype="UINT32", direction="DML_AXIS_DIRECTION_INCREASING", strides=None):
    desc = {"InputTensor": {"DataType": dtype, "Sizes": sizes},
            "OutputTensor": {"DataType": out_dtype, "Sizes": [1 if d in axes else s for d, s in enumerate(sizes)]},
            "AxisCount": len(axes), "Axes": list(axes), "AxisDirection": direction}
    if strides:
        desc["InputTensor"]["Strides"] = strides
    return Case(op, TOP.name, desc, {"InputTensor": values})


def _max_pool(dtype, sizes, out, window, strides, start, end, dilations, values):
    t = {"DataType": dtype, "Sizes": sizes}
    desc = {"InputTensor": t, "OutputTensor": {**t, "Sizes": out},
            "OutputIndicesTensor": {"DataType": "UINT32", "Sizes": out}, "DimensionCount": len(window),
            "Strides": strides, "WindowSize": window, "StartPadding": start, "EndPadding": end, "Dilations": dilations}
    return Case("DML_MAX_POOLING2_OPERATOR_DESC", TOP.name, desc, {"InputTensor": values})


def _average(sizes, out, window, start, end, include_padding, values):
    t = {"DataType": "FLOAT32", "Sizes": sizes}
    desc = {"InputTensor": t, "OutputTensor": {**t, "Sizes": out}, "DimensionCount": len(window),
            "Strides": [1] * len(window), "WindowSize": window, "StartPadding": start, "EndPadding": end,
            "IncludePadding": include_padding}
    return Case("DML_AVERAGE_POOLING_OPERATOR_DESC", TOP.name, desc, {"InputTensor": values})


def _top_k(dtype, sizes, axis, k, values, direction="DML_AXIS_DIRECTION_DECREASING"):
    out = [k if d == axis else s for d, s in enumerate(sizes)]
    desc = {"InputTensor": {"DataType": dtype, "Sizes": sizes}, "OutputValueTensor": {"DataType": dtype, "Sizes": out},
            "OutputIndexTensor": {"DataType": "UINT32", "Sizes": out}, "Axis": axis, "K": k, "AxisDirection": direction}
    return Case("DML_TOP_K1_OPERATOR_DESC", TOP.name, desc, {"InputTensor": values})


ARGMAX, ARGMIN = "DML_ARGMAX_OPERATOR_DESC", "DML_ARGMIN_OPERATOR_DESC"

def _unary(operator, dtype, values, **fields):
    t = {"DataType": dtype, "Sizes": [len(values)]}
    return Case(f"DML_{operator}_OPERATOR_DESC", TOP.name, {"InputTensor": t, "OutputTensor": dict(t), **fields},
                {"InputTensor": values})


def _binary(operator, dtype, a, b):
    t = {"DataType": dtype, "Sizes": [len(a)]}
    return Case(f"DML_{operator}_OPERATOR_DESC", TOP.name, {"ATensor": t, "BTensor": dict(t), "OutputTensor": dict(t)},
                {"ATensor": a, "BTensor": b})


# One hand-made case per upstream mutant, where its bug fires (the issue's own repro where it has one).
FIRES = {
    # burn's repro: softplus(100) is 100, not inf
    "softplus-exp-overflow": _unary("ACTIVATION_PARAMETRIC_SOFTPLUS", "FLOAT32", [100, 1], Alpha=1, Beta=1),
    # tvm's repro: Round(0.5) is 0 halves to even, not 1
    "round-halves-away-from-zero": _unary("ELEMENT_WISE_ROUND", "FLOAT32", [0.5, 2.5],
                                          RoundingMode="DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN"),
    # -7 / 2 truncates to -3, not -4
    "integer-divide-floors": _binary("ELEMENT_WISE_DIVIDE", "INT32", [-7, 7], [2, 2]),
    # GELU(-3) by erf is -0.00404951, by the tanh form -0.00363752
    "gelu-tanh-approximation": _unary("ACTIVATION_GELU", "FLOAT32", [-3, 1]),
    # 2^31 > 1 as UINT32 (1), not as INT32's -2^31 (0)
    "unsigned-compared-as-signed": _binary("ELEMENT_WISE_LOGICAL_GREATER_THAN", "UINT32", [2147483648, 1], [1, 2]),
    # NOT 1 is 0 and NOT 0 is 1, not 254 and 255
    "logical-not-bitwise": _unary("ELEMENT_WISE_LOGICAL_NOT", "UINT8", [0, 1]),
    # -1 as INT8 has 8 bits set, not 64
    "bit-count-sign-extended": Case("DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC", TOP.name,
                                    {"InputTensor": {"DataType": "INT8", "Sizes": [2]},
                                     "OutputTensor": {"DataType": "UINT8", "Sizes": [2]}}, {"InputTensor": [-1, 3]}),
    # x = Alpha = 1 is not above the threshold: 0, not 1
    "thresholded-relu-inclusive": _unary("ACTIVATION_THRESHOLDED_RELU", "FLOAT32", [1, 2], Alpha=1),
    # casadi's repro: erf(-0.1) is -0.112463, not 1.88754
    "erf-negative-arguments": _unary("ELEMENT_WISE_ERF", "FLOAT32", [-0.1, 0.5]),
    # a row of -inf: 2147483647 instead of 0
    "argmax-all-neg-inf-sentinel": _arg(ARGMAX, "FLOAT32", [2, 3], [1], ["-inf"] * 3 + [1, 2, 3]),
    # CNTK's repro: argmax([-4, -5, -6]) is 0, not -1
    "argmax-init-positive-min": _arg(ARGMAX, "FLOAT32", [1, 3], [1], [-4, -5, -6]),
    # the minimum 1 at indices 1 and 3: 1, not 1 + 3
    "arg-tied-indices-summed": _arg(ARGMIN, "INT32", [1, 4], [1], [3, 1, 5, 1]),
    # the 9 at (1, 1) of the 2 x 3 set is flat index 4, not its column 1
    "arg-index-innermost-axis-only": _arg(ARGMAX, "FLOAT32", [2, 3], [0, 1], [0, 1, 2, 3, 9, 5]),
    # the same set stored column-major: still logical index 4, not the memory position 3
    "arg-index-memory-order": _arg(ARGMAX, "FLOAT32", [2, 3], [0, 1], [0, 1, 2, 3, 9, 5], strides=[1, 2]),
    # tilelang's max(200, 50): 200 is the largest UINT8
    "narrow-uint-compared-signed": _arg(ARGMAX, "UINT8", [1, 3], [1], [200, 50, 10]),
    # onnxruntime#29637's repro: window 0 reads {pad, x[1]}: 9 at 1, not x[0] = 1 at 0
    "max-pool-dilated-start-clipped": _max_pool("FLOAT32", [1, 1, 1, 9], [1, 1, 1, 9], [1, 2], [1, 1], [0, 1],
                                                [0, 1], [1, 2], [1, 9, 2, 8, 3, 7, 4, 6, 5]),
    # batch 1's maximum is flat index 2, not 0
    "max-pool-indices-batch-ignored": _max_pool("FLOAT32", [2, 1, 1, 2], [2, 1, 1, 1], [1, 2], [1, 1], [0, 0],
                                                [0, 0], [1, 1], [1, 2, 4, 3]),
    # two channels: NCHW indices [1, 2], not the NHWC [2, 1]
    "max-pool-indices-channels-last": _max_pool("FLOAT32", [1, 2, 1, 2], [1, 2, 1, 1], [1, 2], [1, 1], [0, 0],
                                                [0, 0], [1, 1], [1, 2, 4, 3]),
    # onnxruntime#27375's example: ones, end padding 1 x 1, IncludePadding: [1, .5, .5, .25], not [1, .5, 1, .5]
    "average-include-padding-wrong-end-pad": _average([1, 1, 2, 2], [1, 1, 2, 2], [2, 2], [0, 0], [1, 1], True,
                                                      [1, 1, 1, 1]),
    # start padding 1, end 0, IncludePadding FALSE: the first window {pad, 1} is 1, not 1/2
    "average-asymmetric-padding-explicit": _average([1, 1, 1, 3], [1, 1, 1, 3], [1, 2], [0, 1], [0, 0], False,
                                                    [1, 2, 3]),
    # the page's Example 3 shape: four 6s, K = 3: indices [0, 1, 2], not [3, 2, 1]
    "top-k-largest-sort-flipped": _top_k("FLOAT32", [1, 1, 1, 4], 3, 3, [6, 6, 6, 6]),
    # rows [0, 5, 3] and [7, 0, 2] (UINT8): largest 5 and 7, not the zeros
    "top-k-largest-by-negation": _top_k("UINT8", [1, 1, 2, 3], 3, 1, [0, 5, 3, 7, 0, 2]),
}

FIRES.update(mutants_gather_padding.FIRES)  # GATHER's and PADDING's, beside their mutants
FIRES.update(mutants_joinsplit.FIRES)  # JOIN's and SPLIT's
FIRES.update(mutants_slicing.FIRES)  # SLICE1's, TILE's and REVERSE_SUBSEQUENCES', beside their mutants
FIRES.update(mutants_indexing.FIRES)  # GATHER_ELEMENTS', GATHER_ND's, GATHER_ND1's and SCATTER's
FIRES.update(mutants_qlinear.FIRES)  # the quantized linear operators' requantization
FIRES.update(mutants_layout.FIRES)  # DEPTH_TO_SPACE's and UNFOLD's
FIRES.update(mutants_fills.FIRES)  # ONE_HOT's and FILL_VALUE_CONSTANT's
FIRES.update(mutants_random.FIRES)  # RANDOM_GENERATOR's Philox counters and state
FIRES.update(mutants_adam.FIRES)  # ADAM_OPTIMIZER's bias correction
FIRES.update(mutants_cast_nonzero.FIRES)  # CAST's and NONZERO_COORDINATES', beside their mutants
FIRES.update(mutants_mvn2.FIRES)  # MEAN_VARIANCE_NORMALIZATION2's and MATRIX_MULTIPLY_INTEGER_TO_FLOAT's
FIRES.update(mutants_roi.FIRES)  # ROI_ALIGN1's and ROI_POOLING's
FIRES.update(mutants_quant4.FIRES)  # QUANTIZE's and DEQUANTIZE's
FIRES.update(mutants_quantew.FIRES)  # the linear quantization family's (ELEMENT_WISE_QUANTIZE_LINEAR, DYNAMIC_QUANTIZE_LINEAR, QUANTIZED_LINEAR_ADD)
FIRES.update(mutants_resample.FIRES)  # RESAMPLE's, RESAMPLE1's (and through the kind RESAMPLE2's, RESAMPLE3's)
FIRES.update(mutants_upsample.FIRES)  # UPSAMPLE_2D's
FIRES.update(mutants_attention.FIRES)  # MULTIHEAD_ATTENTION's
FIRES.update(mutants_grad_a.FIRES)  # issue 41's gradients: RELU_GRAD, CLIP_GRAD(1), SLICE_GRAD, the pooling gradients
FIRES.update(mutants_grad_b.FIRES)  # RESAMPLE_GRAD's and RESAMPLE_GRAD1's, the batch normalization and LRN gradients'
FIRES.update(mutants_recurrent.FIRES)  # RNN's, GRU's and LSTM's
FIRES.update(mutants_roialigngrad.FIRES)  # ROI_ALIGN_GRAD's
FIRES.update(mutants_hard.FIRES)  # cancellation and near overflow (the hard draws')


def test_every_upstream_mutant_has_a_case_where_it_fires():
    assert set(FIRES) == set(UPSTREAM) - LARGE  # a size bug fires in the large profile's test below
    assert len(UPSTREAM) >= 10


@pytest.mark.parametrize("name", sorted(FIRES))
def test_upstream_mutant_differs_from_the_reference_where_it_fires(name):
    case = FIRES[name]
    reference = Runner(SPECS, ReferenceBackend(SPECS, None, TOP), TOP).run(case, write_case=False).result
    # OBSERVED: elements the page leaves undefined beside the judged ones (NONZERO_COORDINATES' rows past its count)
    assert reference.outcome in (Outcome.PASS, Outcome.OBSERVED) and "differ" not in reference.message, reference.message
    broken = Runner(SPECS, MutantBackend(SPECS, name, TOP), TOP).run(case, write_case=False).result
    assert broken.outcome == Outcome.FAIL, f"{name}: {broken.outcome.value} {broken.message}"


def _groups(size: int = 8) -> list[list[str]]:
    """The ci mutants by the module that registered them, in groups of at most ``size``: one
    process's work each (pytest-xdist spreads them), and a new family's mutants join without code."""
    families: dict[str, list[str]] = {}
    for name in sorted(set(MUTANTS) - LARGE):
        families.setdefault(family(name), []).append(name)
    return [names[i:i + size] for _, names in sorted(families.items()) for i in range(0, len(names), size)]


GROUPS = _groups()
STRENGTH_ROWS = load_strength()


@pytest.mark.slow  # minutes in all: every mutant through the generated tests of its reach, in process
@pytest.mark.parametrize("names", GROUPS, ids=[f"{family(g[0])}-{g[0]}" for g in GROUPS])
def test_generated_suite_catches_every_mutant(names, tmp_path, capsys):
    """Each mutant runs until a judged test FAILs on it (an observe test's FAIL is no catch);
    the first catch must be one tests/mutant_strength.json counts, or that table is stale."""
    runs = run_mutants_inprocess(names, draws=tmp_path / "draws")
    with capsys.disabled():
        print("\n" + "\n".join(strength_table(runs, {n: f"(known escape: {why})" for n, why in ESCAPES.items()},
                                                strength={n: len(STRENGTH_ROWS.get(n, {}).get("judged", ()))
                                                          for n in runs})))
    broken = {n: r.stderr_tail for n, r in runs.items() if r.errors}
    assert not broken, f"mutants that raise instead of computing: {broken}"
    missed = sorted(n for n, r in runs.items() if not r.caught_by and n not in ESCAPES)
    assert not missed, f"no judged test catches {missed}"
    now_caught = sorted(n for n in names if n in ESCAPES and runs[n].caught_by)
    assert not now_caught, f"known escapes now caught (take them out of ESCAPES): {now_caught}"
    stale = sorted(n for n, r in runs.items() if r.caught_by and r.caught_by not in STRENGTH_ROWS.get(n, {}).get(
        "judged", ()))
    assert not stale, f"tests/mutant_strength.json does not count this catch: run `python tests/mutation_inprocess.py " \
                      f"{' '.join(stale)}`"


def test_strength_table_counts_every_mutant():
    """tests/mutant_strength.json: a row per ci mutant, each of its tests a generated test that
    exists; at least one judged catch for every mutant but the known escapes, none for those."""
    names = set(MUTANTS) - LARGE
    assert set(STRENGTH_ROWS) == names, \
        f"run `python tests/mutation_inprocess.py` (rows missing: {sorted(names - set(STRENGTH_ROWS))}; " \
        f"rows of no mutant: {sorted(set(STRENGTH_ROWS) - names)})"
    tests = {f"conformance/generated/{path.name}::{fn}" for path in GENERATED.glob("test_*.py")
             for fn in re.findall(r"^def (test_\w+)\(", path.read_text(), re.M)}
    gone = {n: sorted(set(r["judged"] + r["observed"]) - tests) for n, r in STRENGTH_ROWS.items()}
    assert not any(gone.values()), f"tests the table counts that no longer exist: {({n: g for n, g in gone.items() if g})}"
    assert all(judged(t) for r in STRENGTH_ROWS.values() for t in r["judged"])
    assert not any(judged(t) for r in STRENGTH_ROWS.values() for t in r["observed"])
    weak = sorted(n for n, r in STRENGTH_ROWS.items() if not r["judged"] and n not in ESCAPES)
    assert not weak, f"caught by no judged test (an observation at most): {weak}"
    assert not [n for n in ESCAPES if STRENGTH_ROWS[n]["judged"]], "a known escape is caught: take it out"


# Size bugs the large profile cannot catch, and why.
LARGE_ESCAPES = {
    "float16-window-sum-in-float16":
        "the spec's tolerance (window_elements + 2 ULP of the mean magnitude, WebNN's) admits any FLOAT16 running "
        "sum: a sum of n terms errs by at most about n/2 ULP of the mean of |x|, at every window size",
}
# the large profile's cases a CI run affords: all but the ones of gigabytes, and one of those per
# bug only it reaches (a 64-bit index past 2^31, about 12 GiB at its peak; a flat offset past element
# 2^31 of 2^31 + 16 INT8, 2.2 GB at its peak, the first case that runs catching it)
LARGE_SLICE = "large and not index_limit and not row_stride and not past_2_31"
GIGABYTE_CASE = {"index-64-bit-via-int32": "test_argmax and large and index_limit and int64 and not uint",
                 "gather-input-offset-int32": "test_gather and large and offset_past_2_31",
                 "slice-input-offset-int32": "test_slice and large and offset_past_2_31"}


@pytest.mark.slow  # minutes: the large profile's cases, a subprocess per size bug
def test_large_profile_catches_every_size_bug(tmp_path, capsys):
    """The size bugs real implementations shipped (tests/mutants_size.py), each caught by the
    large profile's boundary cases, and none of them by the ci profile's sizes."""
    assert len(LARGE) >= 5
    small = sorted(LARGE - set(GIGABYTE_CASE))
    runs = run_all(small, tmp_path, profile="large", select=LARGE_SLICE)
    for name, select in GIGABYTE_CASE.items():
        runs.update(run_all([name], tmp_path, profile="large", select=select))
    with capsys.disabled():
        print("\n" + "\n".join(strength_table(runs, {n: f"(known escape: {why})" for n, why in LARGE_ESCAPES.items()},
                                                profile="large")))
    broken = {n: r.stderr_tail for n, r in runs.items() if r.errors}
    assert not broken, f"mutants that raise instead of computing: {broken}"
    skipped = {n: r.stderr_tail for n, r in runs.items() if not r.tests}
    assert not skipped, f"nothing ran (the memory check skipped it?): {skipped}"
    # the gigabyte case is skipped (no result) when the machine has not the memory free at that moment
    short_of_memory = sorted(n for n in GIGABYTE_CASE if runs[n].cases_before == 0 and not runs[n].caught_by)
    missed = sorted(n for n, r in runs.items()
                    if not r.caught_by and n not in LARGE_ESCAPES and n not in short_of_memory)
    assert not missed, f"the large profile misses {missed}"
    assert not [n for n in LARGE_ESCAPES if runs[n].caught_by], "a known escape is caught: take it out"
    if short_of_memory:
        pytest.skip(f"{short_of_memory}: the gigabyte case was skipped for memory (about 16 GiB free needed)")


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("DMLCONF_ALL_MUTANTS"), reason="opt-in: DMLCONF_ALL_MUTANTS=1 (half an hour)")
def test_every_mutant_through_every_test(tmp_path, capsys):
    chosen = os.environ["DMLCONF_ALL_MUTANTS"]
    names = sorted(MUTANTS) if chosen == "1" else chosen.split(",")
    assert set(names) <= set(MUTANTS), f"unknown mutants {set(names) - set(MUTANTS)}"
    runs = run_all(names, tmp_path, stop_at_first=False, whole_suite=True)
    found = matrix(runs)
    with capsys.disabled():
        print("\n" + "\n".join(matrix_lines(found)))
    assert found["tests"], "no generated test ran"
