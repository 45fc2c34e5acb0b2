"""Every deviation the suite found in DirectML itself (directml:wine: DirectML 1.15.4 under Wine),
shown to be DirectML's: each case file (tests/directml/) runs through dmlconf, and the right
answer is derived by hand here from the doc pages, with no reference code in between. The
README lists these findings; tests/directml/directml-wine.expectations.yaml waives them in CI.

Each test asserts that DirectML still behaves this way: when a DirectML release fixes one, its
test fails, and the finding moves out of the README and the expectations file. Without the Wine
stack (``dmlconf setup directml-wine``) the tests skip, saying why (fail under DMLCONF_REQUIRE_DIRECTML=1).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from conformance.backends.base import Prepared, Rejection
from conformance.backends.channel import BackendFault
from conformance.cases.case import Case, read_case_file
from conformance.cases.tensor import poison_value, poisoned_buffer
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import TensorDesc, load_specs

SPECS = load_specs()
FOUND = Path(__file__).parent / "directml"
FLT_LOWEST = float(np.finfo(np.float32).min)


def run(directml, case: Case):
    return Runner(SPECS, directml, SPECS.highest_level).run(case, write_case=False)


def argmax_case(data_type: str, values: list, operator: str = "ARGMAX") -> Case:
    return Case(f"DML_{operator}_OPERATOR_DESC", "4_1",
                {"InputTensor": {"DataType": data_type, "Sizes": [len(values)]},
                 "OutputTensor": {"DataType": "UINT32", "Sizes": [1]}, "AxisCount": 1, "Axes": [0],
                 "AxisDirection": "DML_AXIS_DIRECTION_INCREASING"}, {"InputTensor": values})


def test_int64_low_words_are_compared_as_signed(directml):
    case = read_case_file(FOUND / "argmax-int64-low-word-compared-signed.json", SPECS)
    assert case.inputs["InputTensor"] == [-1, -2147483649]
    # by hand: -1 > -2147483649, so the first index is the maximum
    assert case.expected == {"OutputTensor": [0]}
    outcome = run(directml, case)
    assert outcome.result.outcome == Outcome.FAIL
    assert outcome.actual["OutputTensor"].tolist() == [1]
    # both share the high word 0xFFFFFFFF; the low words 0xFFFFFFFF and 0x7FFFFFFF, read as signed
    # 32-bit numbers (-1 < 2147483647), put the second first: ARGMIN is wrong the same way
    outcome = run(directml, argmax_case("INT64", [-1, -2147483649], "ARGMIN"))
    assert outcome.actual["OutputTensor"].tolist() == [0]
    # the same comparison in max pooling: the high words are both 0, and 0x80000000 read as signed loses
    pooled = run(directml, read_case_file(FOUND / "max-pooling2-int64-low-word-compared-signed.json", SPECS))
    assert pooled.result.outcome == Outcome.FAIL
    assert pooled.actual["OutputTensor"].ravel().tolist() == [2147483647]  # by hand: max(2^31 - 1, 2^31) = 2^31
    # and in TOP_K (found by its ci draw): the high words are 0, and 0x80000000 read as signed is the smallest
    top_case = read_case_file(FOUND / "top-k-int64-low-word-compared-signed.json", SPECS)
    # by hand: along axis 0 the last column is 0, 0, 0, 0, 2^31: its largest is 2^31, at index 4
    assert top_case.expected == {"OutputValueTensor": [0, 0, 0, 2147483648], "OutputIndexTensor": [0, 0, 0, 4]}
    top = run(directml, top_case)
    assert top.result.outcome == Outcome.FAIL
    assert top.actual["OutputIndexTensor"].ravel().tolist() == [0, 0, 0, 0]
    # high words that differ are compared correctly
    assert run(directml, argmax_case("INT64", [-2**63, 0])).actual["OutputTensor"].tolist() == [1]
    assert run(directml, argmax_case("UINT64", [2**32, 2**32 + 1])).actual["OutputTensor"].tolist() == [1]


def test_max_pooling_of_negative_infinity_gives_the_lowest_finite_value(directml):
    case = read_case_file(FOUND / "max-pooling-all-neg-inf.json", SPECS)
    assert case.inputs["InputTensor"] == ["-inf", "-inf"] and case.desc["WindowSize"] == [1, 1]
    # by hand: each 1x1 window holds one -inf, and the maximum of {-inf} is -inf
    outcome = run(directml, case)
    assert outcome.result.outcome == Outcome.FAIL
    assert outcome.actual["OutputTensor"].ravel().tolist() == [FLT_LOWEST, FLT_LOWEST]


@pytest.mark.parametrize("name, rule", [
    ("max-pooling2-strides-zero-accepted", "strides-positive"),
    ("max-pooling2-window-zero-accepted", "window-positive"),
    ("max-pooling2-window-too-large-accepted", "window-fits"),
    ("max-pooling2-wrong-output-sizes-accepted", "output-sizes"),
    ("max-pooling2-dilation-zero-accepted-and-hangs", "dilations-positive"),
    ("lp-pooling-p-zero-accepted", "p-positive"),
    ("lp-pooling1-p-zero-accepted", "p-positive"),
    ("lp-pooling1-dilation-zero-accepted", "dilations-positive"),
])
def test_create_operator_accepts_an_invalid_pooling_desc(directml, name, rule):
    case = read_case_file(FOUND / f"{name}.json", SPECS)
    assert case.expect == "invalid" and case.violates == [rule]
    desc = case.desc
    # by hand, from the page's rules: each desc breaks exactly the one named
    if rule == "strides-positive":
        assert 0 in desc["Strides"]
    elif rule == "window-positive":
        assert 0 in desc["WindowSize"]
    elif rule == "dilations-positive":
        assert 0 in desc["Dilations"]
    elif rule == "p-positive":
        assert desc["P"] == 0
    else:
        sizes, out = desc["InputTensor"]["Sizes"][2:], desc["OutputTensor"]["Sizes"][2:]
        dilations = SPECS.operator(case.operator).with_implied(desc)["Dilations"]
        padded = [s + a + b for s, a, b in zip(sizes, desc["StartPadding"], desc["EndPadding"])]
        windows = [(w - 1) * d + 1 for w, d in zip(desc["WindowSize"], dilations)]
        if rule == "window-fits":
            assert any(w > p for w, p in zip(windows, padded))
        else:
            formula = [(p - w) // s + 1 for p, w, s in zip(padded, windows, desc["Strides"])]
            assert formula != out
    outcome = run(directml, case)
    assert outcome.result.outcome == Outcome.FAIL
    assert outcome.result.message.startswith("invalid desc accepted")


def test_a_pooling_operator_with_dilation_zero_never_finishes(directml):
    """DirectML accepts Dilations 0 (above); a dispatch of it then hangs the device."""
    case = read_case_file(FOUND / "max-pooling2-dilation-zero-accepted-and-hangs.json", SPECS)
    op = SPECS.operator(case.operator)
    tensors = {n: TensorDesc.from_json(case.desc[n], SPECS, n) for n in ("InputTensor", "OutputTensor",
                                                                          "OutputIndicesTensor")}
    buffers = {n: poisoned_buffer(t, 4, poison_value(t.data_type, "highest")) for n, t in tensors.items()}
    prepared = Prepared(case, op, tensors, {"InputTensor": buffers.pop("InputTensor")}, buffers)
    timeout, directml.timeout = directml.timeout, 8.0
    try:
        with pytest.raises(BackendFault) as fault:
            directml.run(prepared)
    finally:
        directml.timeout = timeout
    assert fault.value.outcome == "TIMEOUT"
    # the backend goes on with a new worker
    assert run(directml, argmax_case("FLOAT32", [1, 3, 2])).result.outcome == Outcome.PASS


def test_k_equal_to_the_axis_size_is_accepted_and_sorts(directml):
    """The TOP_K1 spec's erratum k-upper-bound (the page says K < size) against DirectML: it takes
    K = size and returns the whole sequence sorted, ties in index order."""
    case = Case("DML_TOP_K1_OPERATOR_DESC", "5_0",
                {"InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 4]},
                 "OutputValueTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 4]},
                 "OutputIndexTensor": {"DataType": "UINT32", "Sizes": [1, 1, 1, 4]},
                 "Axis": 3, "K": 4, "AxisDirection": "DML_AXIS_DIRECTION_DECREASING"}, {"InputTensor": [3, 1, 3, 2]})
    outcome = run(directml, case)
    assert outcome.result.outcome == Outcome.PASS
    assert outcome.actual["OutputIndexTensor"].ravel().tolist() == [0, 2, 3, 1]


def test_an_invalid_desc_is_rejected_by_create_operator(directml):
    """The other side of the invalid-desc tests: an axis out of range is E_INVALIDARG."""
    case = argmax_case("FLOAT32", [1, 2])
    case.desc["Axes"] = [1]
    answer = directml.run(Prepared(case, SPECS.operator(case.operator), {}, {}, {}))
    assert isinstance(answer, Rejection) and "E_INVALIDARG (0x80070057)" in answer.reason


def test_lp_pooling1_p4_root_of_a_large_value_is_beyond_3_ulp(directml):
    """A window of one element: Y = (X^4)^(1/4) = |X| exactly (31825^4 = 1.0258e18 is within FLOAT32's
    range, and 31825 is exact in FLOAT32). DirectML gives 31824.9921875, 4 ULP below, beyond WebNN's
    window_elements + 2 = 3 (the tolerance's rationale: a pow built from exp2 and log2 may need more)."""
    case = read_case_file(FOUND / "lp-pooling1-p4-root-beyond-3-ulp.json", SPECS)
    assert case.desc["WindowSize"] == [1, 1] and case.desc["P"] == 4 and case.inputs["InputTensor"] == [31825]
    assert case.expected == {"OutputTensor": [31825]}
    outcome = run(directml, case)
    assert outcome.result.outcome == Outcome.FAIL
    got = float(outcome.actual["OutputTensor"].ravel()[0])
    assert got == 31824.9921875
    ulp = float(np.spacing(np.float32(31825)))
    assert round((31825 - got) / ulp) == 4


def test_gemm_fused_softplus_of_a_small_product_sum_is_beyond_20_ulp(directml):
    """GEMM with a fused SOFTPLUS: the product-sum 0.25 * -23.25 = -5.8125 is exact, so the error is
    the activation's alone: log(1 + exp(-5.8125)) rounded once is 0.0029854849 and DirectML gives
    0.0029854274, about 247 ULP below, beyond SOFTPLUS's 20 (WebNN's 18 + 2); the standalone
    ACTIVATION_SOFTPLUS gives the same value for -5.8125. The other element, SOFTPLUS(0) = ln 2, is right."""
    import math

    case = read_case_file(FOUND / "gemm-fused-softplus-of-minus-5.8125-beyond-20-ulp.json", SPECS)
    assert case.inputs == {"ATensor": [0.25], "BTensor": [0, -23.25]}
    assert case.desc["FusedActivation"] == {"Type": "DML_OPERATOR_ACTIVATION_SOFTPLUS", "Steepness": 1.0}
    want = float(np.float32(math.log1p(math.exp(0.25 * -23.25))))
    assert case.expected == {"OutputTensor": [float(np.float32(math.log(2))), want]}
    outcome = run(directml, case)
    assert outcome.result.outcome == Outcome.FAIL
    got = outcome.actual["OutputTensor"].ravel()
    assert float(got[0]) == float(np.float32(math.log(2)))
    ulp = float(np.spacing(np.float32(want)))
    assert 200 <= abs(float(got[1]) - want) / ulp <= 300
    assert abs(float(got[1]) - want) <= 2.4e-7  # within the expectations entry's bound


def test_float16_l1_normalization_of_a_norm_of_256_gives_zero(directml):
    """LP_NORMALIZATION divides each element by the Lp norm of its sequence. By hand, P = 1 of
    [128, 128] (FLOAT16): the norm is |128| + |128| = 256 and each output 128 / 256 = 0.5, exact
    in FLOAT16. DirectML gives 0 for both: every FLOAT16 L1 norm of 256 or more does ([255] gives
    1, [256] gives 0): it divides by sqrt(norm^2 + Epsilon) (Epsilon 1 and [3, 4] give 3 / sqrt(49 + 1)
    for P = 1), and the L1 norm squared in FLOAT16 is 65536, past 65504: infinity."""
    case = read_case_file(FOUND / "lp-normalization-float16-l1-norm-256-gives-zero.json", SPECS)
    assert case.inputs["InputTensor"] == [128, 128] and case.desc["P"] == 1 and case.desc["Epsilon"] == 0
    by_hand = [128 / 256] * 2
    result = run(directml, case).result
    assert result.outcome == Outcome.FAIL and "expected 0.5 got 0" in result.message
    assert by_hand == [0.5, 0.5]
    below = Case(case.operator, case.feature_level, case.desc, {"InputTensor": [127, 128]})
    assert run(directml, below).result.outcome == Outcome.PASS  # norm 255: right


def test_mean_variance_normalization_of_a_one_element_set_below_minus_one_is_nan(directml):
    """MEAN_VARIANCE_NORMALIZATION1 gives (x - mean) / sqrt(variance + Epsilon). By hand, a set of
    one element has mean x and variance 0, so every output is 0 / sqrt(0 + 1) = 0. DirectML gives
    NaN where the element is -1, -2 or -3, and 0 for 0, 1, 2, -0.5 and 0.5."""
    case = read_case_file(FOUND / "mvn1-one-element-set-of-minus-one-gives-nan.json", SPECS)
    values = case.inputs["InputTensor"]
    assert values == [0, -1, 1, -2, 2, -0.5, 0.5, -3] and case.desc["Epsilon"] == 1
    by_hand = [(x - x) / (0 + 1) ** 0.5 for x in values]
    assert by_hand == [0] * 8
    result = run(directml, case).result
    assert result.outcome == Outcome.FAIL and "3 of 8 elements" in result.message and "got nan" in result.message


def test_matrix_multiply_integer_rejects_a_one_dimensional_row_zero_point(directml):
    """MATRIX_MULTIPLY_INTEGER's 5_2 table takes an AZeroPointTensor of 1 to 4 dimensions,
    { [1], [1], AZeroPointCount, [1] }, AZeroPointCount 1 or M. By hand, A = [[5, 6], [7, 8]] less
    its rows' zero points [5, 8] is [[0, 1], [-1, 0]], B = [[1, 2, 3], [4, 5, 6]] less its
    columns' [1, 0, -1] is [[0, 2, 4], [3, 5, 7]], and the product [[3, 5, 7], [0, -2, -4]].
    DirectML's CreateOperator rejects the desc (E_INVALIDARG) when AZeroPointTensor is 1-D { 2 };
    the same zero points as { 2, 1 } (and BZeroPointTensor 1-D { 3 }) it computes right."""
    case = read_case_file(FOUND / "matrix-multiply-integer-one-dimensional-row-zero-point-rejected.json", SPECS)
    assert case.desc["AZeroPointTensor"]["Sizes"] == [2] and case.inputs["AZeroPointTensor"] == [5, 8]
    a = np.array(case.inputs["ATensor"]).reshape(2, 2) - np.array([[5], [8]])
    b = np.array(case.inputs["BTensor"]).reshape(2, 3) - np.array([[1, 0, -1]])
    by_hand = (a @ b).ravel().tolist()
    assert by_hand == case.expected["OutputTensor"] == [3, 5, 7, 0, -2, -4]
    result = run(directml, case).result
    assert result.outcome == Outcome.FAIL and "valid desc rejected" in result.message
    two_d = dict(case.desc, AZeroPointTensor={"DataType": "UINT8", "Sizes": [2, 1]})
    assert run(directml, Case(case.operator, case.feature_level, two_d, case.inputs, case.expected)).result.outcome \
        == Outcome.PASS


def test_batch_normalization_fused_scaled_elu_of_a_small_bias_is_beyond_25_ulp(directml):
    """BATCH_NORMALIZATION with a fused SCALED_ELU (Alpha 1, Gamma 1): Scale 0 makes the normalized
    term 0, so the activation reads Bias alone, -2^-7 exactly; exp(-2^-7) - 1 rounded once is
    -0.0077820616 and DirectML gives -0.0077821016, 43 ULP off, beyond 6 + 19; the standalone
    ACTIVATION_SCALED_ELU gives the same value for -2^-7. The other element, ELU(0) = 0, is right."""
    import math

    case = read_case_file(FOUND / "batch-normalization-fused-scaled-elu-of-minus-2-7-beyond-25-ulp.json", SPECS)
    assert case.inputs["BiasTensor"] == [0, -0.0078125] and case.inputs["ScaleTensor"] == [0]
    assert case.expected == {"OutputTensor": [0, float(np.float32(math.expm1(-0.0078125)))]}
    outcome = run(directml, case)
    assert outcome.result.outcome == Outcome.FAIL


# (Axis, IndexDimensions, OutputTensor.Sizes, indices, output) on the input {1, 1, 1, 1, 1, 3} = [1, 2, 3]
# with indices {1, 1, 1, 1, 2, 2}, by hand (Members: OutputTensor): Sizes before Axis, the last
# IndexDimensions of the indices' Sizes, Sizes after Axis, right-aligned into six with leading 1s cropped
SIX_DIMENSIONS = [
    (5, 6, [1, 1, 1, 1, 2, 2], [2, 0, 1, 2], [3, 1, 2, 3]),  # 5 + 6 = 11 sizes concatenated: right
    (4, 5, [1, 1, 1, 2, 2, 3], [0, 0, 0, 0], [1, 2, 3] * 4),  # Axis = IndexDimensions - 1: right
    (1, 2, [2, 2, 1, 1, 1, 3], [0, 0, 0, 0], [1, 2, 3] * 4),
    (1, 3, [2, 2, 1, 1, 1, 3], [0, 0, 0, 0], [1, 2, 3] * 4),  # Axis < IndexDimensions - 1: the heap
    (4, 6, [1, 1, 1, 2, 2, 3], [0, 0, 0, 0], [1, 2, 3] * 4),
]


@pytest.mark.parametrize("axis, index_dimensions, sizes, indices, right", SIX_DIMENSIONS)
def test_gather_is_right_however_many_sizes_it_concatenates_unless_axis_is_before_the_last_index_dimension(
        directml, axis, index_dimensions, sizes, indices, right):
    """What decides it is Axis < IndexDimensions - 1, not the concatenation's length: eleven
    sizes are right, and the same output sizes from IndexDimensions 2 and 3 at Axis 1 split on it.
    (An earlier reading, "more than 8 sizes is computed wrong", was this heap damage seen
    through the poison of a later case.)"""
    case = read_case_file(FOUND / "gather-six-dimensions.json", SPECS)
    case.desc.update(Axis=axis, IndexDimensions=index_dimensions)
    case.desc["OutputTensor"]["Sizes"] = sizes
    case.inputs["IndicesTensor"] = indices
    case.expected = None  # the reference's, held to the hand-derived ``right`` below
    outcome = run(directml, case)
    if axis >= index_dimensions - 1:
        assert outcome.result.outcome == Outcome.PASS, outcome.result.message
        assert outcome.expected["OutputTensor"].ravel().tolist() == right
    else:
        assert outcome.result.outcome == Outcome.CRASH, outcome.result.message
        assert "heap is corrupt after this request" in outcome.result.message


def test_gather_with_axis_before_the_last_index_dimension_corrupts_the_heap(directml):
    """GATHER's CreateOperator with Axis < IndexDimensions - 1 writes outside a block DirectML
    allocated: the worker's check of every process heap after each request (worker/dmlworker.c,
    ``heaps_intact``) kills the worker on that request, so the CRASH is this case's and not the
    later case's that frees the damaged block. With IndexDimensions 1 the same input is right.

    By hand (Members: OutputTensor): input {1, 2} = [5, 7], Axis 0, indices {1, 3} = [0, 0, 0].
    IndexDimensions 2: sizes {} + {1, 3} + {2}, right-aligned into two with the leading 1
    cropped: {3, 2}, each row the whole input. IndexDimensions 1: {} + {3} + {2} = {3, 2} too."""
    bad = read_case_file(FOUND / "gather-index-dimensions-2-corrupts-the-heap.json", SPECS)
    assert (bad.desc["Axis"], bad.desc["IndexDimensions"]) == (0, 2)
    assert bad.expected == {"OutputTensor": [5, 7, 5, 7, 5, 7]}
    outcome = run(directml, bad)
    assert outcome.result.outcome == Outcome.CRASH, outcome.result.message
    assert "heap is corrupt after this request" in outcome.result.message
    good = read_case_file(FOUND / "gather-index-dimensions-1-leaves-the-heap-intact.json", SPECS)
    assert good.desc["IndexDimensions"] == 1 and good.expected == bad.expected
    assert run(directml, good).result.outcome == Outcome.PASS
