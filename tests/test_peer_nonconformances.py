"""Every distinct failure dmlconf found in a peer, shown to be the peer's and not the
adapter's: the case file (tests/peers/) is run through dmlconf, the library is called
directly with the same data (no dmlconf code in between), and the correct answer is derived
by hand here. The README lists these findings.

Each test asserts that the library still behaves this way: when a release fixes one, its
test fails, and the finding moves out of the README.
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from conformance.backends import create_backend
from conformance.cases.case import read_case_file
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs

SPECS = load_specs()
PEERS = Path(__file__).parent / "peers"


def dmlconf_run(backend_label: str, name: str):
    backend = create_backend(backend_label, SPECS, SPECS.highest_level, isolate=False)
    probe = backend.probe()
    if not probe.available:
        pytest.skip(f"{backend_label}: {probe.reason}")
    case = read_case_file(PEERS / backend_label.split(":")[0] / f"{name}.json", SPECS)
    return case, Runner(SPECS, backend, SPECS.highest_level).run(case, write_case=False)


def reference_outputs(case):
    """What the suite expects of ``case``: the reference's outputs."""
    backend = create_backend("reference", SPECS, SPECS.highest_level)
    return Runner(SPECS, backend, SPECS.highest_level).run(case, write_case=False).actual


def onnx_max_pool(x: np.ndarray, kernel, pads, strides=None, with_indices=False, dilations=None):
    """A one-node MaxPool model, written out here rather than by dmlconf's adapter."""
    from onnx import helper

    elem = helper.np_dtype_to_tensor_dtype(x.dtype)
    outputs = [helper.make_tensor_value_info("Y", elem, None)]
    names = ["Y"]
    if with_indices:
        outputs.append(helper.make_tensor_value_info("I", 7, None))  # INT64
        names.append("I")
    attrs = {"kernel_shape": kernel, "pads": pads, "strides": strides or [1] * len(kernel)}
    if dilations:
        attrs["dilations"] = dilations
    node = helper.make_node("MaxPool", ["X"], names, **attrs)
    graph = helper.make_graph([node], "g", [helper.make_tensor_value_info("X", elem, list(x.shape))], outputs)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = 8
    return model


def run_onnxruntime(model, x):
    ort = pytest.importorskip("onnxruntime")
    session = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    return session.run(None, {"X": x})


def run_onnx_reference(model, x):
    reference = pytest.importorskip("onnx.reference")
    return reference.ReferenceEvaluator(model).run(None, {"X": x})


# --------------------------------------------------------------------------- onnxruntime

def test_onnxruntime_maxpool_of_negative_infinity_is_lowest_finite():
    """ORT's CPU MaxPool starts each window at the lowest *finite* value and keeps it unless
    an element is greater, so a window of -inf yields -3.4028235e38. By hand: max{-inf} = -inf."""
    case, run = dmlconf_run("onnxruntime:cpu", "maxpool-all-neg-inf")
    x = np.array([-np.inf], dtype=np.float32).reshape(1, 1, 1, 1)
    by_hand = -np.inf
    direct = run_onnxruntime(onnx_max_pool(x, [1, 1], [0, 0, 0, 0]), x)[0]
    assert direct.item() == np.finfo(np.float32).min != by_hand
    assert run.result.outcome == Outcome.FAIL
    assert run.actual["OutputTensor"].item() == direct.item()
    assert run.expected["OutputTensor"].item() == by_hand


# --------------------------------------------------------------------------- onnx.reference

def test_onnx_reference_maxpool_indices_ignore_batch_and_channel():
    """Unit strides take onnx.reference's CommonPool path, whose Indices restart in each
    (N, C) plane although ONNX defines them over N x C x D1 x ... (as DirectML does).
    By hand: channel 1's only element is element 1 of the input."""
    case, run = dmlconf_run("onnx-reference", "maxpool-indices-ignore-channel")
    x = np.zeros((1, 2, 1, 1), dtype=np.float32)
    by_hand = [0, 1]
    values, indices = run_onnx_reference(onnx_max_pool(x, [1, 1], [0, 0, 0, 0], with_indices=True), x)
    assert indices.ravel().tolist() == [0, 0] != by_hand
    assert run.result.outcome == Outcome.FAIL
    assert run.actual["OutputIndicesTensor"].ravel().tolist() == indices.ravel().tolist()
    assert run.expected["OutputIndicesTensor"].ravel().tolist() == by_hand


def test_onnx_reference_maxpool_indices_over_batches_and_channels_example():
    """The docs' own example (MAX_POOLING1 'indices over batches and channels') on 5-D input.
    By hand: the maxima 3, 7, 11, 15 sit at flat positions 0, 5, 10, 12."""
    case, run = dmlconf_run("onnx-reference", "maxpool-indices-over-batches-and-channels")
    x = np.array([3, 1, 2, 0, 4, 7, 5, 6, 9, 8, 11, 10, 15, 12, 14, 13], dtype=np.float16).reshape(2, 2, 1, 2, 2)
    by_hand = [0, 5, 10, 12]
    assert [int(np.argmax(x.ravel() == v)) for v in (3, 7, 11, 15)] == by_hand
    _, indices = run_onnx_reference(onnx_max_pool(x, [1, 2, 2], [0] * 6, with_indices=True), x)
    assert indices.ravel().tolist() != by_hand
    assert run.result.outcome == Outcome.FAIL
    assert run.actual["OutputIndicesTensor"].ravel().tolist() == indices.ravel().tolist()
    assert run.expected["OutputIndicesTensor"].ravel().tolist() == by_hand


def test_onnx_reference_maxpool_index_past_the_end():
    """A 1x2 window over [-1, 0]: the maximum is element 1; onnx.reference says 2, which is
    past the end of a two-element input."""
    case, run = dmlconf_run("onnx-reference", "maxpool-index-past-the-end")
    x = np.array([-1, 0], dtype=np.float32).reshape(1, 1, 1, 2)
    by_hand = 1
    _, indices = run_onnx_reference(onnx_max_pool(x, [1, 2], [0, 0, 0, 0], with_indices=True, dilations=[1, 1]), x)
    assert indices.item() == 2 != by_hand
    assert run.result.outcome == Outcome.FAIL
    assert run.actual["OutputIndicesTensor"].item() == indices.item()
    assert run.expected["OutputIndicesTensor"].item() == by_hand


def test_onnx_reference_maxpool_raises_on_int8():
    """ONNX MaxPool takes int8 (MaxPool-12). By hand the max of the one-element window [7] is
    7. onnx.reference's unit-stride path pads every 2-D input with NaN, which int8 cannot hold,
    and raises, with or without padding."""
    case, run = dmlconf_run("onnx-reference", "maxpool-int8-raises")
    x = np.array([7], dtype=np.int8).reshape(1, 1, 1, 1)
    by_hand = 7
    with pytest.raises(ValueError, match="cannot convert float NaN to integer"):
        run_onnx_reference(onnx_max_pool(x, [1, 1], [0, 0, 0, 0]), x)
    assert run.result.outcome == Outcome.ERROR and "cannot convert float NaN to integer" in run.result.message
    assert reference_outputs(case)["OutputTensor"].item() == by_hand


def test_onnx_reference_lp_normalization_p1_sums_signed_values():
    """ONNX LpNormalization divides by the Lp norm, (sum |x|^p)^(1/p). By hand, p = 1 along
    Height of [[3, -4], [-1, 4]]: the columns' norms are |3| + |-1| = 4 and |-4| + |4| = 8, so
    [0.75, -0.5, -0.25, 0.5]. onnx.reference sums x^p without the magnitude: the norms are
    3 - 1 = 2 and -4 + 4 = 0 (its zero guard gives 0), so [1.5, 0, -0.5, 0]."""
    from onnx import helper

    case, run = dmlconf_run("onnx-reference", "lpnormalization-p1-sums-signed-values")
    x = np.array([3, -4, -1, 4], dtype=np.float32).reshape(1, 1, 2, 2)
    by_hand = np.array([0.75, -0.5, -0.25, 0.5], dtype=np.float32)
    node = helper.make_node("LpNormalization", ["X"], ["Y"], axis=2, p=1)
    graph = helper.make_graph([node], "g", [helper.make_tensor_value_info("X", 1, [1, 1, 2, 2])],
                              [helper.make_tensor_value_info("Y", 1, None)])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = 8
    got = run_onnx_reference(model, x)[0].reshape(-1)
    assert got.tolist() == [1.5, 0.0, -0.5, 0.0]
    assert run.result.outcome == Outcome.FAIL
    assert reference_outputs(case)["OutputTensor"].reshape(-1).tolist() == by_hand.tolist()
    ort_model = run_onnxruntime(model, x)[0].reshape(-1)  # onnxruntime's kernel takes the magnitude
    assert ort_model.tolist() == by_hand.tolist()


def test_onnx_reference_maxpool_3d_padding_raises():
    """A 1x3 row in 3-D, window [1, 1, 2], one element of start padding on the last axis:
    ONNX pads are [begin..., end...] = [0, 0, 1, 0, 0, 0]. By hand the windows are [padding, 0],
    [0, 1], [1, 2], so [0, 1, 2]. onnx.reference's unit-stride path takes the pads as the
    padded amount per axis without padding the input, and indexes past its output."""
    case, run = dmlconf_run("onnx-reference", "maxpool-3d-padding-raises")
    x = np.array([0.0, 1.0, 2.0], dtype=np.float32).reshape(1, 1, 1, 1, 3)
    by_hand = [0.0, 1.0, 2.0]
    with pytest.raises(IndexError, match="out of bounds"):
        run_onnx_reference(onnx_max_pool(x, [1, 1, 2], [0, 0, 1, 0, 0, 0]), x)
    assert run.result.outcome == Outcome.ERROR and "IndexError" in run.result.message
    assert reference_outputs(case)["OutputTensor"].reshape(-1).tolist() == by_hand


def test_onnx_reference_uint64_maxpool_is_outside_the_schema_and_never_runs():
    """ONNX MaxPool has no 64-bit integers: such a case is UNSUPPORTED, in the schema's words.
    (An earlier finding, "UINT64 through float64", was the suite's false FAIL.)"""
    backend = create_backend("onnx-reference", SPECS, SPECS.highest_level, isolate=False)
    case = read_case_file(PEERS / "onnx-reference" / "maxpool-int8-raises.json", SPECS)
    for dt in ("UINT64", "INT64"):
        desc = {**case.desc, "InputTensor": {**case.desc["InputTensor"], "DataType": dt},
                "OutputTensor": {**case.desc["OutputTensor"], "DataType": dt}}
        other = type(case)(case.operator, "5_0", desc, case.inputs)
        result = Runner(SPECS, backend, SPECS.highest_level).run(other, write_case=False).result
        assert result.outcome == Outcome.UNSUPPORTED and f"tensor({dt.lower()})" in result.message


def test_onnx_reference_maxpool_rejects_padding_on_one_side():
    """Start padding 1 and end padding 0 along the last axis, window 2: ONNX defines the output
    size as floor((1 + 1 - 2) / 1) + 1 = 1, and by hand the one window is [padding, 0.0], so
    0.0. onnx.reference computes the shape as if no padding were given, and raises."""
    case, run = dmlconf_run("onnx-reference", "maxpool-one-sided-padding")
    x = np.zeros((1, 1, 1, 1), dtype=np.float16)
    assert math.floor((1 + 0 + 1 - 2) / 1) + 1 == 1
    with pytest.raises(RuntimeError, match="output shape cannot be null or negative"):
        run_onnx_reference(onnx_max_pool(x, [1, 2], [0, 1, 0, 0]), x)
    assert run.result.outcome == Outcome.ERROR and "output shape cannot be null" in run.result.message


def test_onnx_reference_maxpool_raises_on_a_window_of_nan():
    """What a window of NaN yields is unspecified (the suite records it), but an answer is
    due: onnx.reference drops NaNs before taking the max, and an all-NaN window leaves nothing."""
    case, run = dmlconf_run("onnx-reference", "maxpool-nan-window-raises")
    x = np.array([np.nan], dtype=np.float32).reshape(1, 1, 1, 1)
    with pytest.raises(ValueError, match="zero-size array"):
        run_onnx_reference(onnx_max_pool(x, [1, 1], [0, 0, 0, 0]), x)
    assert run.result.outcome == Outcome.ERROR and "zero-size array" in run.result.message


def test_onnx_reference_maxpool_reads_pads_in_the_wrong_order():
    """ONNX pads are [x1_begin, x2_begin, x1_end, x2_end]. A 2x2 input, 2x2 window, one row of
    end padding on the first spatial axis: by hand the output is (2 + 1 - 2) + 1 = 2 rows by
    (2 - 2) + 1 = 1 column. onnx.reference pads the second axis instead and returns 1 x 2."""
    case, run = dmlconf_run("onnx-reference", "maxpool-pads-read-in-the-wrong-order")
    x = np.zeros((1, 1, 2, 2), dtype=np.float16)
    by_hand = (1, 1, 2, 1)
    (direct,) = run_onnx_reference(onnx_max_pool(x, [2, 2], [0, 0, 1, 0]), x)
    assert direct.shape == (1, 1, 1, 2) != by_hand
    assert run.result.outcome == Outcome.FAIL and "shape [1, 1, 1, 2]" in run.result.message
    assert run.expected["OutputTensor"].shape == by_hand


# --------------------------------------------------------------------------- GEMM's fused activations

def test_onnxruntime_gemm_fused_sigmoid_is_its_sigmoid_node():
    """GEMM with a fused SIGMOID: the product-sum 0.5 * -10.75 = -5.375 is exact, so the error is
    ORT's Sigmoid's alone (its entry: SIGMOID(-4.75) 43 ULP). By hand: 1 / (1 + exp(5.375))."""
    ort = pytest.importorskip("onnxruntime")
    from onnx import helper

    case, run = dmlconf_run("onnxruntime:cpu", "gemm-fused-sigmoid-of-minus-5.375-beyond-34-ulp")
    assert case.inputs == {"ATensor": [0.5], "BTensor": [0, -10.75]}
    by_hand = float(np.float32(1 / (1 + math.exp(5.375))))
    node = helper.make_node("Sigmoid", ["X"], ["Y"])
    graph = helper.make_graph([node], "g", [helper.make_tensor_value_info("X", 1, [1])],
                              [helper.make_tensor_value_info("Y", 1, [1])])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = 8
    direct = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"]).run(
        None, {"X": np.array([-5.375], dtype=np.float32)})[0].item()
    assert run.result.outcome == Outcome.FAIL
    assert run.actual["OutputTensor"].ravel()[1] == direct != by_hand
    assert abs(direct - by_hand) / float(np.spacing(np.float32(by_hand))) > 34


def test_torch_gemm_fused_gelu_of_an_infinite_product_sum_is_nan():
    """GEMM with a fused GELU: the last element's product-sum is -inf * -1 = +inf (C adds 0;
    torch.matmul gives it right); torch's vectorized gelu of inf is NaN (its scalar path, on a
    lone element, gives inf) where the page's 0.5 x (1 + erf(x / sqrt 2)) is inf."""
    torch = pytest.importorskip("torch")
    case, run = dmlconf_run("torch:cpu", "gemm-fused-gelu-of-infinity-is-nan")
    assert case.inputs["ATensor"][-1] == "-inf" and case.inputs["BTensor"][-1] == -1
    a = torch.tensor([np.inf if v == "inf" else -np.inf if v == "-inf" else v for v in case.inputs["ATensor"]],
                     dtype=torch.float32).reshape(6, 2)
    b = torch.tensor(case.inputs["BTensor"], dtype=torch.float32).reshape(2, 2)
    product_sum = torch.matmul(a, b)
    assert product_sum[5, 1].item() == np.inf
    direct = torch.nn.functional.gelu(product_sum, approximate="none")[5, 1].item()
    assert math.isnan(direct)
    assert run.result.outcome == Outcome.FAIL
    assert math.isnan(run.actual["OutputTensor"].ravel()[-1]) and run.expected["OutputTensor"].ravel()[-1] == np.inf


def test_torch_gemm_fused_gelu_of_minus_2_75_is_its_gelu():
    """GEMM with a fused GELU: the product-sum -1 * 2.75 = -2.75 is exact (B repeats 2.75 by a zero
    stride), so the error is torch's gelu's alone. By hand: 0.5 x erfc(-x / sqrt 2) at x = -2.75."""
    torch = pytest.importorskip("torch")
    case, run = dmlconf_run("torch:cpu", "gemm-fused-gelu-of-minus-2.75-beyond-18-ulp")
    assert case.inputs["ATensor"][-1] == -1 and case.inputs["BTensor"] == [2.75, 2.75]
    by_hand = float(np.float32(0.5 * -2.75 * math.erfc(2.75 / math.sqrt(2))))
    direct = torch.nn.functional.gelu(torch.tensor([0.0] * 5 + [-2.75]), approximate="none")[-1].item()
    assert run.result.outcome == Outcome.FAIL
    assert run.actual["OutputTensor"].ravel()[-1] == direct
    assert run.expected["OutputTensor"].ravel()[-1] == by_hand
    assert abs(direct - by_hand) / float(np.spacing(np.float32(abs(by_hand)))) > 18


def _lrn_model(size: int, alpha: float, beta: float, bias: float, shape):
    """A one-node ONNX LRN model, written out here rather than by dmlconf's adapter."""
    from onnx import helper

    node = helper.make_node("LRN", ["X"], ["Y"], size=size, alpha=alpha, beta=beta, bias=bias)
    graph = helper.make_graph([node], "g", [helper.make_tensor_value_info("X", 1, list(shape))],
                              [helper.make_tensor_value_info("Y", 1, None)])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = 8
    return model


def test_onnx_reference_lrn_sums_only_the_first_batch_count_channels():
    """ONNX LRN sums the squares of the channels around each channel. By hand, {1, 3, 1, 1}
    [1, 2, 3], size 3, alpha 3 (alpha / size = 1), beta 1, bias 1: sums 1 + 4, 1 + 4 + 9, 4 + 9, so
    [1 / 6, 2 / 15, 3 / 14]. onnx.reference's LRN loops over x.shape[0] (the batch count, 1), not
    the channels: only channel 0 gets its sum, the others x / bias^beta = [2, 3] (onnx/onnx#7805,
    fixed by onnx/onnx#8331 after onnx 1.23)."""
    case, run = dmlconf_run("onnx-reference", "lrn-sums-only-the-first-batch-count-channels")
    x = np.array([1, 2, 3], dtype=np.float32).reshape(1, 3, 1, 1)
    by_hand = np.array([1 / 6, 2 / 15, 3 / 14], dtype=np.float32)
    got = run_onnx_reference(_lrn_model(3, 3.0, 1.0, 1.0, x.shape), x)[0].reshape(-1)
    np.testing.assert_allclose(got[:1], by_hand[:1], rtol=1e-6)
    assert got[1:].tolist() == [2.0, 3.0]
    assert run.result.outcome == Outcome.FAIL
    np.testing.assert_allclose(reference_outputs(case)["OutputTensor"].reshape(-1), by_hand, rtol=1e-6)
    ort = run_onnxruntime(_lrn_model(3, 3.0, 1.0, 1.0, x.shape), x)[0].reshape(-1)  # onnxruntime's kernel is right
    np.testing.assert_allclose(ort, by_hand, rtol=1e-6)


def test_onnxruntime_lrn_running_sum_cancels():
    """Size 1: each channel's own square. By hand, [3e6, 1, 1, 1], alpha 1, beta 1, bias 1:
    3e6 / (1 + 9e12) and 1 / (1 + 1) = 0.5 for the others. onnxruntime's CPU kernel keeps one
    running scale across the channels (bias + the entering square - the leaving one, lrn.cc), so
    9e12 + 1 - 9e12 is 0 in FLOAT32: 1 / 0 = inf for every later channel."""
    case, run = dmlconf_run("onnxruntime:cpu", "lrn-running-sum-cancels")
    x = np.array([3e6, 1, 1, 1], dtype=np.float32).reshape(1, 4, 1, 1)
    got = run_onnxruntime(_lrn_model(1, 1.0, 1.0, 1.0, x.shape), x)[0].reshape(-1)
    assert np.isinf(got[1:]).all()
    assert run.result.outcome == Outcome.FAIL
    assert reference_outputs(case)["OutputTensor"].reshape(-1)[1:].tolist() == [0.5, 0.5, 0.5]


def test_onnxruntime_lrn_nan_leaks_past_its_window():
    """Size 1: a NaN in channel 0 reaches channel 0 alone; by hand the others are 1 / (1 + 1) =
    0.5. onnxruntime's running scale carries the NaN into every later channel (NaN - NaN)."""
    case, run = dmlconf_run("onnxruntime:cpu", "lrn-nan-leaks-past-its-window")
    x = np.array([np.nan, 1, 1, 1], dtype=np.float32).reshape(1, 4, 1, 1)
    got = run_onnxruntime(_lrn_model(1, 1.0, 1.0, 1.0, x.shape), x)[0].reshape(-1)
    assert np.isnan(got).all()
    assert run.result.outcome == Outcome.FAIL
    assert reference_outputs(case)["OutputTensor"].reshape(-1)[1:].tolist() == [0.5, 0.5, 0.5]


def test_torch_lrn_puts_an_even_window_one_channel_later():
    """Why the torch adapter reverses the channels for an even size: by hand, size 2 over [1, 2]
    (alpha 2, beta 1, bias 1) with DirectML's window (the channel and the next) gives
    [1 / (1 + 5), 2 / (1 + 4)]; torch.nn.functional.local_response_norm pads size // 2 = 1 channel
    before and none after (the previous channel and this one): [1 / (1 + 1), 2 / (1 + 5)]."""
    torch = pytest.importorskip("torch")
    x = torch.tensor([1.0, 2.0]).reshape(1, 2, 1, 1)
    got = torch.nn.functional.local_response_norm(x, 2, alpha=2.0, beta=1.0, k=1.0).reshape(-1).tolist()
    assert got == pytest.approx([1 / 2, 2 / 6])
    flipped = torch.nn.functional.local_response_norm(x.flip(1), 2, alpha=2.0, beta=1.0, k=1.0).flip(1)
    assert flipped.reshape(-1).tolist() == pytest.approx([1 / 6, 2 / 5])


@pytest.mark.parametrize("name, node", [
    ("pad-float16-drops-nan-payloads", ("Pad", {"mode": "edge"})),
    ("depth-to-space-float16-drops-nan-payloads", ("DepthToSpace", {"blocksize": 2, "mode": "DCR"}))])
def test_onnxruntime_float16_pad_and_depth_to_space_drop_nan_payloads(name, node):
    """ORT's CPU Pad and DepthToSpace (SpaceToDepth too) on FLOAT16 return every NaN as the quiet
    NaN of its sign: the payload dropped, a signalling NaN quieted; FLOAT32 keeps every bit, and
    so does a Cast of FLOAT16 to FLOAT32 and back. By hand (comparison: bits, the page's copy):
    each element's bits as they were, edge padding repeating -0.0."""
    from onnx import TensorProto, helper

    case, run = dmlconf_run("onnxruntime:cpu", name)
    bits = np.array([0x7E01, 0x7C05, 0xFE03, 0x8000], dtype=np.uint16)
    by_hand = [0x7E01, 0x7C05, 0xFE03, 0x8000] + ([0x8000, 0x8000] if node[0] == "Pad" else [])
    x = bits.view(np.float16).reshape((1, 1, 1, 4) if node[0] == "Pad" else (1, 4, 1, 1))
    inputs, inits = ["X"], []
    if node[0] == "Pad":
        inits = [helper.make_tensor("P", TensorProto.INT64, [8], [0, 0, 0, 0, 0, 0, 0, 2])]
        inputs.append("P")
    graph = helper.make_graph([helper.make_node(node[0], inputs, ["Y"], **node[1])], "g",
                              [helper.make_tensor_value_info("X", TensorProto.FLOAT16, None)],
                              [helper.make_tensor_value_info("Y", TensorProto.FLOAT16, None)], initializer=inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = 8
    direct = run_onnxruntime(model, x)[0].reshape(-1).view(np.uint16).tolist()
    assert direct[:4] == [0x7E00, 0x7E00, 0xFE00, 0x8000] and direct != by_hand
    assert run.result.outcome == Outcome.FAIL and "differ in their bits" in run.result.message
    assert run.actual["OutputTensor"].reshape(-1).view(np.uint16).tolist() == direct
    assert run.expected["OutputTensor"].reshape(-1).view(np.uint16).tolist() == by_hand


def test_torch_float16_gather_and_scatter_move_nans_through_float32():
    """torch.gather on a {2, 1, 1, 2} FLOAT16 tensor quiets a signalling NaN (0x7c01 gives 0x7e01),
    and torch.scatter returns an element of self it does not overwrite as torch's FLOAT32-to-FLOAT16
    NaN, 0x7fff. By hand (comparison: bits, the pages' copies): every element's bits as they were."""
    torch = pytest.importorskip("torch")

    def half(bits, shape):
        return torch.from_numpy(np.array(bits, dtype=np.uint16).view(np.float16).reshape(shape).copy())

    case, run = dmlconf_run("torch:cpu", "gather-elements-float16-quiets-signalling-nans")
    by_hand = [0x7E01, 0x7C01, 0x7E01, 0x7C01]  # every index 0 along Axis 0: the first row twice
    x = half([0x7E01, 0x7C01, 0xCF00, 0], (2, 1, 1, 2))
    direct = torch.gather(x, 0, torch.zeros(2, 1, 1, 2, dtype=torch.int64)).numpy().view(np.uint16).reshape(-1)
    assert direct.tolist() == [0x7E01, 0x7E01, 0x7E01, 0x7E01] != by_hand
    assert run.result.outcome == Outcome.FAIL
    assert run.actual["OutputTensor"].reshape(-1).view(np.uint16).tolist() == direct.tolist()
    assert run.expected["OutputTensor"].reshape(-1).view(np.uint16).tolist() == by_hand

    case, run = dmlconf_run("torch:cpu", "scatter-float16-rewrites-nan-payloads")
    by_hand = [0x0000, 0x3400, 0x7E01]  # [0, -2.25, NaN] with 0, 0.25 written at 0 and 1
    x, updates = half([0x0000, 0xC080, 0x7E01], (3,)), half([0x0000, 0x3400], (2,))
    direct = torch.scatter(x, 0, torch.tensor([0, 1]), updates).numpy().view(np.uint16)
    assert direct.tolist() == [0x0000, 0x3400, 0x7FFF] != by_hand
    assert run.result.outcome == Outcome.FAIL
    assert run.actual["OutputTensor"].reshape(-1).view(np.uint16).tolist() == direct.tolist()
    assert run.expected["OutputTensor"].reshape(-1).view(np.uint16).tolist() == by_hand


@pytest.mark.parametrize("name", ["one-hot-float16-drops-nan-payloads", "max-unpool-float16-drops-nan-payloads"])
def test_onnxruntime_float16_one_hot_and_max_unpool_drop_nan_payloads(name):
    """ORT's CPU OneHot and MaxUnpool on FLOAT16 return every NaN as the quiet NaN of its sign, as
    its Pad does; -0.0 keeps its sign. By hand (comparison: bits, the pages' copies): OneHot's
    indices 0 and 2 put OnValue (0x7e05) first in row 0 and last in row 1, OffValue (the signalling
    0xfd03) elsewhere; MaxUnpool's indices 5 to 0 put the six values back reversed."""
    from onnx import TensorProto, helper, numpy_helper

    ort = pytest.importorskip("onnxruntime")
    case, run = dmlconf_run("onnxruntime:cpu", name)
    half = lambda bits, shape: np.array(bits, dtype=np.uint16).view(np.float16).reshape(shape)  # noqa: E731
    if name.startswith("one-hot"):
        by_hand = [0x7E05, 0xFD03, 0xFD03, 0xFD03, 0xFD03, 0x7E05]
        node = helper.make_node("OneHot", ["I", "depth", "V"], ["Y"], axis=3)
        inits = [numpy_helper.from_array(np.array(3, dtype=np.int64), "depth")]
        feeds = {"I": np.array([0, 2], dtype=np.int64).reshape(1, 1, 2), "V": half([0xFD03, 0x7E05], (2,))}
        ins = [helper.make_tensor_value_info("I", TensorProto.INT64, None),
               helper.make_tensor_value_info("V", TensorProto.FLOAT16, None)]
        quiet = [0x7E00, 0xFE00, 0xFE00, 0xFE00, 0xFE00, 0x7E00]
    else:
        by_hand = [0x7DFF, 0x3E00, 0x8000, 0x7E05, 0xFD03, 0x7C01]
        node = helper.make_node("MaxUnpool", ["X", "I", "S"], ["Y"], kernel_shape=[1, 1])
        inits = [numpy_helper.from_array(np.array([1, 1, 2, 3], dtype=np.int64), "S")]
        feeds = {"X": half([0x7C01, 0xFD03, 0x7E05, 0x8000, 0x3E00, 0x7DFF], (1, 1, 2, 3)),
                 "I": np.arange(5, -1, -1, dtype=np.int64).reshape(1, 1, 2, 3)}
        ins = [helper.make_tensor_value_info("X", TensorProto.FLOAT16, None),
               helper.make_tensor_value_info("I", TensorProto.INT64, None)]
        quiet = [0x7E00, 0x3E00, 0x8000, 0x7E00, 0xFE00, 0x7E00]
    graph = helper.make_graph([node], "g", ins, [helper.make_tensor_value_info("Y", TensorProto.FLOAT16, None)],
                              initializer=inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 11)])
    model.ir_version = 8
    session = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    direct = session.run(None, feeds)[0].reshape(-1).view(np.uint16).tolist()
    assert direct == quiet != by_hand
    assert run.result.outcome == Outcome.FAIL and "differ in their bits" in run.result.message
    assert run.actual["OutputTensor"].reshape(-1).view(np.uint16).tolist() == direct
    assert run.expected["OutputTensor"].reshape(-1).view(np.uint16).tolist() == by_hand
