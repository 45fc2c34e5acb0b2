"""The framework adapters: one lowering, index remapping, the ONNX models, and each
CPU configuration agreeing with the reference on the worked examples. The GPU
configurations share this code; here they must say why they are absent."""

from __future__ import annotations

import numpy as np
import pytest

from conformance import reference as ref
from conformance.backends import configurations, create_backend
from conformance.backends.arrays import ArrayBackend
from conformance.kinds.pooling import AvgPool, LpPool, MaxPool
from conformance.kinds.reduction_plans import ArgReduce, TopK
from conformance.backends.lowering import lower, plane_to_whole, unpad_plane_index
from conformance.cases.case import Case
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import TensorDesc, load_specs
from conformance.spec.validator import validator_for
from generators.cases import example_cases

SPECS = load_specs()
TOP = SPECS.highest_level
CPU_PEERS = ["onnxruntime:cpu", "onnx-reference", "torch:cpu", "jax:cpu"]
GPU_PEERS = ["onnxruntime:cuda", "onnxruntime:dml", "torch:cuda", "jax:gpu", "cupy"]


def tensors_of(op, desc):
    return {n: TensorDesc.from_json(t, SPECS, n) for n, _, t in op.tensors_in(desc)}  # a tensor array's members too


def pool_desc(sizes, window, strides, start, end, dilations=None, indices="UINT32"):
    out = ref.pooling_output_sizes(sizes, window, strides, start, end, dilations or [1] * len(window))
    desc = {"InputTensor": {"DataType": "FLOAT32", "Sizes": sizes}, "OutputTensor": {"DataType": "FLOAT32", "Sizes": out},
            "DimensionCount": len(window), "Strides": strides, "WindowSize": window, "StartPadding": start,
            "EndPadding": end, "Dilations": dilations or [1] * len(window)}
    if indices:
        desc["OutputIndicesTensor"] = {"DataType": indices, "Sizes": out}
    return desc


def test_argmax_lowers_to_sorted_axes_and_direction():
    op = SPECS.operator("argmax")
    desc = {"InputTensor": {"DataType": "INT8", "Sizes": [2, 3, 4]}, "OutputTensor": {"DataType": "UINT32",
            "Sizes": [2, 1, 1]}, "AxisCount": 2, "Axes": [2, 1], "AxisDirection": "DML_AXIS_DIRECTION_DECREASING"}
    plan = lower(SPECS, op, desc, tensors_of(op, desc))
    assert plan == ArgReduce("max", (1, 2), True, (2, 3, 4), "INT8", "UINT32")
    assert plan.kept == (0,) and plan.out_sizes == (2, 1, 1) and plan.reduced_count == 12


def test_reduce_argmin_lowers_to_first_minimum():
    op = SPECS.operator("reduce")
    desc = {"Function": "DML_REDUCE_FUNCTION_ARGMIN", "InputTensor": {"DataType": "FLOAT32", "Sizes": [3, 2]},
            "OutputTensor": {"DataType": "UINT32", "Sizes": [1, 2]}, "AxisCount": 1, "Axes": [0]}
    plan = lower(SPECS, op, desc, tensors_of(op, desc))
    assert (plan.pick, plan.axes, plan.last) == ("min", (0,), False)


def test_pooling_lowers_with_unit_dilations_by_default():
    op = SPECS.operator("max_pooling1")
    desc = pool_desc([1, 1, 3, 3], [2, 2], [1, 1], [0, 1], [1, 0])
    desc.pop("Dilations")
    plan = lower(SPECS, op, desc, tensors_of(op, desc))
    assert plan.dilations == (1, 1) and plan.start == (0, 1) and plan.index_type == "UINT32"
    assert plan.out_sizes == (1, 1, 3, 3)


def test_window_in_padding_is_detected():
    plan = MaxPool((1,), (1,), (2,), (0,), (1,), (1, 1, 2), "FLOAT32", None)
    assert plan.window_in_padding()  # output 0 and 1 look at padding only
    assert not MaxPool((2,), (1,), (1,), (1,), (1,), (1, 1, 2), "FLOAT32", None).window_in_padding()


def test_plane_indices_become_whole_input_indices():
    # N=2, C=2 planes of 3x1: plane index 2 of plane (1, 1) is element 3*3 + 2 = 11
    plan = MaxPool((1, 1), (1, 1), (0, 0), (0, 0), (1, 1), (2, 2, 3, 1), "FLOAT32", "UINT32")
    plane = np.full((2, 2, 1, 1), 2)
    assert plane_to_whole(plane, plan).ravel().tolist() == [2, 5, 8, 11]


def test_indices_into_the_padded_plane_are_unpadded():
    # a 2x3 plane padded by 1 on each side is 4x5; padded (1, 1) is input (0, 0), (2, 3) is (1, 2)
    plan = MaxPool((2, 2), (1, 1), (1, 1), (1, 1), (1, 1), (1, 1, 2, 3), "FLOAT32", "UINT32")
    padded = np.array([1 * 5 + 1, 2 * 5 + 3])
    assert unpad_plane_index(padded, plan).tolist() == [0, 5]


def test_onnx_models_take_the_input_as_a_graph_input():
    onnx = pytest.importorskip("onnx")
    from conformance.backends.onnx_models import arg_reduce_model, max_pool_model

    model = arg_reduce_model(ArgReduce("min", (0, 2), True, (2, 3, 4), "FLOAT16", "UINT64"))
    onnx.checker.check_model(model, full_check=True)
    assert [i.name for i in model.graph.input] == ["X"]
    assert "X" not in {t.name for t in model.graph.initializer}
    kinds = [n.op_type for n in model.graph.node]
    assert kinds == ["Transpose", "Reshape", "ArgMin", "Reshape", "Cast"]
    argmin = model.graph.node[2]
    assert {a.name: a.i for a in argmin.attribute}["select_last_index"] == 1
    pool = max_pool_model(MaxPool((2, 3), (1, 2), (0, 1), (1, 2), (2, 1), (1, 2, 5, 6), "FLOAT32", "UINT32"))
    onnx.checker.check_model(pool, full_check=True)
    attrs = {a.name: list(a.ints) for a in pool.graph.node[0].attribute if a.ints}
    assert attrs["pads"] == [0, 1, 1, 2] and attrs["dilations"] == [2, 1]
    assert [o.name for o in pool.graph.output] == ["Y", "Indices"]


def test_average_and_lp_pooling_lower_to_their_plans():
    op = SPECS.operator("average_pooling1")
    desc = pool_desc([1, 2, 3, 4], [2, 2], [1, 2], [1, 0], [0, 1], [2, 1], indices=None)
    desc["IncludePadding"] = False
    plan = lower(SPECS, op, desc, tensors_of(op, desc))
    assert plan == AvgPool((2, 2), (1, 2), (1, 0), (0, 1), (2, 1), (1, 2, 3, 4), "FLOAT32", False)
    assert plan.dilated and plan.padded and not plan.symmetric_padding and plan.window_elements == 4
    op = SPECS.operator("lp_pooling")
    desc = pool_desc([1, 1, 2, 3], [2, 2], [1, 1], [1, 0], [0, 1], indices=None)
    desc.pop("Dilations")
    desc["P"] = 3
    plan = lower(SPECS, op, desc, tensors_of(op, desc))
    assert plan == LpPool((2, 2), (1, 1), (1, 0), (0, 1), (1, 1), (1, 1, 2, 3), "FLOAT32", 3)


def test_top_k1_lowers_to_axis_k_and_direction():
    op = SPECS.operator("top_k1")
    desc = next(ex.desc for ex in op.examples if ex.id == "example-2-using-a-different-axis")
    plan = lower(SPECS, op, desc, tensors_of(op, desc))
    assert plan == TopK(2, 2, True, (1, 1, 3, 4), "FLOAT32", "UINT32") and plan.out_sizes == (1, 1, 2, 4)
    desc = dict(desc, AxisDirection=0)  # an enum given as its number
    assert lower(SPECS, op, desc, tensors_of(op, desc)).largest is False


def test_top_k_without_axis_direction_lowers_to_the_largest():
    op = SPECS.operator("top_k")  # no AxisDirection: its spec implies TOP_K1's DECREASING (top_k.yaml: implied)
    desc = next(ex.desc for ex in op.examples if ex.id == "example-2-using-a-different-axis")
    assert "AxisDirection" not in desc
    assert lower(SPECS, op, desc, tensors_of(op, desc)) == TopK(2, 2, True, (1, 1, 3, 4), "FLOAT32", "UINT32")


def test_lp_pooling1_lowers_with_its_dilations():
    op = SPECS.operator("lp_pooling1")
    desc = pool_desc([1, 1, 2, 5], [1, 2], [1, 1], [0, 1], [0, 1], [1, 2], indices=None)
    desc["P"] = 2
    plan = lower(SPECS, op, desc, tensors_of(op, desc))
    assert plan == LpPool((1, 2), (1, 1), (0, 1), (0, 1), (1, 2), (1, 1, 2, 5), "FLOAT32", 2) and plan.dilated


def test_onnx_top_k_model_takes_the_input_as_a_graph_input():
    onnx = pytest.importorskip("onnx")
    from conformance.backends.onnx_models import top_k_model

    model = top_k_model(TopK(1, 3, False, (2, 5, 2), "INT8", "UINT64"))
    onnx.checker.check_model(model, full_check=True)
    assert [i.name for i in model.graph.input] == ["X"] and [t.name for t in model.graph.initializer] == ["K"]
    assert onnx.numpy_helper.to_array(model.graph.initializer[0]).tolist() == [3]
    top = model.graph.node[0]
    assert top.op_type == "TopK" and {a.name: a.i for a in top.attribute} == {"axis": 1, "largest": 0, "sorted": 1}
    assert [n.op_type for n in model.graph.node] == ["TopK", "Cast"]
    assert [o.name for o in model.graph.output] == ["Values", "Indices"]


class NumpyArrays(ArrayBackend):
    """The array adapter on numpy itself: the shared top-k path (CuPy's, whose argsort is
    numpy's stable one) checked where no GPU is."""
    name = "numpy-arrays"

    def probe_library(self):
        raise NotImplementedError

    def to_device(self, x):
        return x

    def to_numpy(self, t):
        return np.asarray(t)

    def top_k_last(self, t, k, largest):
        return self.stable_top_k_last(t, k, largest, lambda a: np.argsort(a, axis=-1, kind="stable"),
                                      lambda a, i: np.take_along_axis(a, i, axis=-1))


@pytest.mark.parametrize("largest", [True, False])
def test_the_shared_top_k_path_keeps_ties_in_index_order_on_any_axis(largest):
    backend = NumpyArrays(SPECS, None, TOP)
    rng = np.random.default_rng(3)
    direction = ref.DECREASING if largest else ref.INCREASING
    for sizes, axis, k, dtype in [((2, 5, 3), 1, 3, np.int8), ((6,), 0, 6, np.uint64), ((3, 2, 4), 2, 1, np.float16),
                                  ((4, 3), 0, 2, np.float32)]:
        x = rng.integers(0, 3, size=sizes).astype(dtype)  # many ties
        plan = TopK(axis, k, largest, sizes, np.dtype(dtype).name.upper(), "UINT32")
        values, index = backend.top_k(plan, x)
        want_v, want_i = ref.top_k(x, axis, k, direction, np.dtype(np.uint32))
        assert np.array_equal(values, want_v) and np.array_equal(index, want_i) and index.dtype == np.uint32


@pytest.mark.parametrize("label", ["torch:cpu", "jax:cpu", "onnxruntime:cpu", "onnx-reference"])
def test_peer_top_k_breaks_ties_to_the_lower_index_in_both_directions(label):
    backend = peer(label)
    x = np.array([[2, 5, 2, 5, 2], [1, 1, 1, 1, 1]], dtype=np.float32)
    for largest, want in [(True, [[1, 3, 0], [0, 1, 2]]), (False, [[0, 2, 4], [0, 1, 2]])]:
        values, index = backend.top_k(TopK(1, 3, largest, (2, 5), "FLOAT32", "UINT32"), x)
        assert index.tolist() == want and index.dtype == np.uint32, (largest, index)
        assert values.tolist() == np.take_along_axis(x, index.astype(np.int64), axis=1).tolist()


def test_onnx_average_and_lp_pool_models():
    onnx = pytest.importorskip("onnx")
    from conformance.backends.onnx_models import avg_pool_model, lp_pool_model

    plain = avg_pool_model(AvgPool((2, 2), (1, 1), (1, 0), (0, 1), (1, 1), (1, 1, 3, 3), "FLOAT16", False))
    onnx.checker.check_model(plain, full_check=True)
    node = plain.graph.node[0]
    attrs = {a.name: (list(a.ints) if a.ints else a.i) for a in node.attribute}
    assert node.op_type == "AveragePool" and attrs["pads"] == [1, 0, 0, 1] and attrs["count_include_pad"] == 0
    assert "dilations" not in attrs and plain.opset_import[0].version == 13
    dilated = avg_pool_model(AvgPool((2, 2), (1, 1), (0, 0), (0, 0), (2, 1), (1, 1, 3, 3), "FLOAT32", True))
    onnx.checker.check_model(dilated, full_check=True)
    assert dilated.opset_import[0].version == 19  # AveragePool gained dilations in opset 19
    assert {a.name: list(a.ints) for a in dilated.graph.node[0].attribute if a.ints}["dilations"] == [2, 1]
    lp = lp_pool_model(LpPool((1, 3), (1, 1), (0, 0), (0, 0), (1, 1), (1, 1, 1, 3), "FLOAT32", 3))
    onnx.checker.check_model(lp, full_check=True)
    assert lp.graph.node[0].op_type == "LpPool" and {a.name: a.i for a in lp.graph.node[0].attribute}["p"] == 3
    assert "dilations" not in {a.name for a in lp.graph.node[0].attribute} and lp.opset_import[0].version == 13
    lp_dilated = lp_pool_model(LpPool((1, 2), (1, 1), (0, 0), (0, 0), (1, 2), (1, 1, 1, 5), "FLOAT32", 2))
    onnx.checker.check_model(lp_dilated, full_check=True)
    assert lp_dilated.opset_import[0].version == 18  # LpPool gained dilations in opset 18
    assert {a.name: list(a.ints) for a in lp_dilated.graph.node[0].attribute if a.ints}["dilations"] == [1, 2]


def test_peers_say_before_running_which_pooling_they_cannot_express():
    from conformance.backends.cupy_cuda import CupyBackend
    from conformance.backends.jax_xla import JaxBackend
    from conformance.backends.onnx_backends import OnnxRuntimeBackend
    from conformance.backends.pytorch import TorchBackend

    dilated = AvgPool((2,), (1,), (0,), (0,), (2,), (1, 1, 4), "FLOAT32", True)
    big_pad = AvgPool((2,), (1,), (2,), (0,), (1,), (1, 1, 4), "FLOAT32", False)
    lp = LpPool((2,), (1,), (0,), (0,), (1,), (1, 1, 4), "FLOAT32", 2)
    why = lambda cls, plan: cls(SPECS, None, TOP).cannot_express(plan, None)  # noqa: E731
    assert "no dilation" in why(TorchBackend, dilated) and why(TorchBackend, big_pad) == ""
    assert "no Lp pooling" in why(JaxBackend, lp) and why(JaxBackend, dilated) == ""
    assert "Pad should be smaller than kernel" in why(OnnxRuntimeBackend, big_pad)
    assert why(OnnxRuntimeBackend, dilated) == "" and why(OnnxRuntimeBackend, lp) == ""
    assert all("no pooling routine" in why(CupyBackend, p) for p in (dilated, big_pad, lp))


def test_torch_average_pooling_padding_paths_agree_with_the_reference():
    backend = peer("torch:cpu")
    rng = np.random.default_rng(7)
    for plan in [AvgPool((2, 3), (1, 2), (1, 0), (0, 2), (1, 1), (1, 2, 3, 4), "FLOAT32", False),  # asymmetric
                 AvgPool((2, 3), (1, 2), (1, 0), (0, 2), (1, 1), (1, 2, 3, 4), "FLOAT32", True),
                 AvgPool((2, 2, 2), (1, 1, 1), (1, 1, 1), (1, 1, 1), (1, 1, 1), (1, 1, 1, 1, 1), "FLOAT32", False),
                 AvgPool((3, 3), (2, 2), (1, 1), (1, 1), (1, 1), (2, 1, 5, 5), "FLOAT32", False)]:  # native
        x = rng.normal(size=plan.in_sizes).astype(np.float32)
        want = ref.average_pooling(x, plan.window, plan.strides, plan.start, plan.end, plan.dilations,
                                   plan.include_padding)
        got = backend.avg_pool(plan, x)
        assert got.shape == want.shape and np.allclose(got, want, rtol=1e-6, atol=1e-7), plan
    lp = LpPool((2, 2), (1, 1), (1, 0), (0, 1), (1, 1), (1, 1, 2, 3), "FLOAT32", 2)
    x = np.array([-3, 4, 0, 12, 0, 3], dtype=np.float32).reshape(1, 1, 2, 3)
    assert backend.lp_pool(lp, x).ravel().tolist() == [5, 4, 0, 13, 5, 3]


def test_every_backend_configuration_is_listed():
    labels = configurations()
    for label in ["reference", *CPU_PEERS, *GPU_PEERS]:
        assert label in labels


@pytest.mark.parametrize("label", GPU_PEERS)
def test_gpu_configurations_say_why_they_are_absent(label):
    backend = create_backend(label, SPECS, TOP)
    probe = backend.probe()
    backend.close()
    if probe.available:
        pytest.skip(f"{label} is present here: {probe.device}")
    assert len(probe.reason) > 10 and "raised" not in probe.reason


def peer(label):
    backend = create_backend(label, SPECS, TOP, isolate=False)
    probe = backend.probe()
    if not probe.available:
        pytest.skip(f"{label}: {probe.reason}")
    return backend


EXAMPLES = [(g.test_name, g.case) for op in SPECS.operators.values()
            for g in example_cases(op, validator_for(SPECS)) if g.case is not None and g.case.expect == "valid"]


@pytest.mark.parametrize("label", CPU_PEERS)
def test_cpu_peers_agree_with_every_worked_example_they_can_express(label):
    backend = peer(label)
    runner = Runner(SPECS, backend, TOP)
    outcomes = {}
    for name, case_json in EXAMPLES:
        result = runner.run(case_json, write_case=False).result
        if name not in outcomes or not outcomes[name][0].counts_against:  # two operators' examples of one name
            outcomes[name] = (result.outcome, result.message)  # (LRN's and LRN_GRAD's): a failure is not hidden
    passed = [n for n, (o, _) in outcomes.items() if o == Outcome.PASS]
    bad = {n: m for n, (o, m) in outcomes.items() if o.counts_against}
    assert len(passed) >= len(EXAMPLES) // 2, outcomes
    known = KNOWN_EXAMPLE_FAILURES.get(label, set())
    assert set(bad) == known, bad


# worked examples a peer gets wrong, each a nonconformance in tests/peers/ (README)
KNOWN_EXAMPLE_FAILURES: dict[str, set[str]] = {
    "onnx-reference": {"test_indices_over_batches_and_channels",  # peers/onnx-reference/maxpool-indices-*
                       "test_sum_square_uint32",  # peers/onnx-reference/reducesumsquare-uint32-gives-uint64
                       # LOG_SOFTMAX1's examples: its LogSoftmax is log(Softmax) in FLOAT32, -inf where that
                       # underflows (peers/onnx-reference.expectations.yaml)
                       "test_example_1_corrected", "test_example_2_corrected", "test_example_3_corrected",
                       # LP_NORMALIZATION's P = 1: its LpNormalization sums x, not |x|
                       # (peers/onnx-reference/lpnormalization-p1-sums-signed-values)
                       "test_l1_along_height",
                       # LOCAL_RESPONSE_NORMALIZATION across channels: its LRN loops over the batch count
                       # (peers/onnx-reference/lrn-sums-only-the-first-batch-count-channels)
                       "test_across_channels_odd_window", "test_across_channels_even_window",
                       "test_across_channels_ignores_height_and_width",
                       # QUANTIZED_LINEAR_MATRIX_MULTIPLY's tie: its QLinearMatMul adds the zero point before
                       # rounding (peers/onnx-reference/qlinearmatmul-zero-point-added-before-rounding)
                       "test_per_tensor_tie_to_even",
                       # ADAM_OPTIMIZER's T > 0 examples: its preview-training Adam returns X_new as float64
                       # (peers/onnx-reference/adam-float32-outputs-float64)
                       "test_first_step_moves_by_the_learning_rate", "test_second_step_with_epsilon"},
    "onnxruntime:cpu": {"test_sum_int64",  # peers/onnxruntime/reducesum-int64-past-2-to-the-53-rounds
                        # QUANTIZED_LINEAR_AVERAGE_POOLING's tie: its QLinearAveragePool rounds 5.5 and 11.5 up
                        # (peers/onnxruntime/qlinearaveragepool-tie-example-rounds-up)
                        "test_mean_tie_to_even"},
    # torch 2.13's CPU gelu (approximate='none') of +inf is NaN, not +inf (and of -inf NaN, not -0)
    "torch:cpu": {"test_gelu_of_chosen_values",
                  # ELEMENT_WISE_CLIP_GRAD(1)'s bounds: torch.clamp's gradient passes at Min and Max, torch.minimum/
                  # maximum's halves at a tie (peers/torch/clip-grad-at-the-bounds)
                  "test_clip_grad_of_chosen_values"},
    # the same bounds: jax.numpy.clip's gradient halves there, and a NaN gradient past a bound stays NaN
    # (peers/jax/clip-grad-at-the-bounds)
    "jax:cpu": {"test_clip_grad_of_chosen_values"},
}


@pytest.mark.parametrize("label", CPU_PEERS)
def test_invalid_descs_are_unsupported_on_peers(label):
    backend = peer(label)
    case = Case("DML_ARGMAX_OPERATOR_DESC", TOP.name,
                {"InputTensor": {"DataType": "FLOAT32", "Sizes": [2, 3]}, "OutputTensor": {"DataType": "UINT32",
                 "Sizes": [2, 1]}, "AxisCount": 1, "Axes": [5], "AxisDirection": "DML_AXIS_DIRECTION_INCREASING"},
                expect="invalid", violates=["axes-in-range"])
    support = backend.supports(case, SPECS.operator("argmax"))
    assert support.status == "unsupported" and "desc" in support.reason


def test_torch_refuses_pooling_it_cannot_index_exactly():
    backend = peer("torch:cpu")
    op = SPECS.operator("max_pooling2")
    desc = pool_desc([1, 1, 1, 3], [1, 2], [1, 1], [0, 1], [0, 0])
    lowest_input = Case(op.operator, TOP.name, desc, {"InputTensor": [float("-inf"), 1, 2]})
    support = backend.supports(lowest_input, op)
    assert support.status == "unsupported" and "padding" in support.reason
    desc_no_indices = pool_desc([1, 1, 1, 3], [1, 2], [1, 1], [0, 1], [0, 0], indices=None)
    assert backend.supports(Case(op.operator, TOP.name, desc_no_indices, {"InputTensor": [float("-inf"), 1, 2]}),
                            op).status != "unsupported"


def test_run_over_several_backends_skips_the_absent_and_reports_once(tmp_path):
    import subprocess
    import sys

    out = tmp_path / "out"
    done = subprocess.run([sys.executable, "-m", "conformance", "run", "--backend", "reference,cupy",
                           f"--out={out}", "--", "-k", "example_1"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "cupy: unavailable here" in done.stdout and "  reference: conformant; " in done.stdout
    assert (out / "reference" / "results.jsonl").read_text().strip()
    assert (out / "report.html").exists() and "cupy" in (out / "environment.json").read_text()


def test_a_signed_zero_order_is_observed_not_failed():
    """XLA's TopK orders -0.0 below +0.0 (a total order); the page does not say, so a case
    holding both zeros is OBSERVED (unspecified signed-zeros) on every backend, never judged."""
    op = SPECS.operator("top_k1")
    desc = {"InputTensor": {"DataType": "FLOAT32", "Sizes": [2]}, "OutputValueTensor": {"DataType": "FLOAT32",
            "Sizes": [1]}, "OutputIndexTensor": {"DataType": "UINT32", "Sizes": [1]}, "Axis": 0, "K": 1,
            "AxisDirection": "DML_AXIS_DIRECTION_DECREASING"}
    case = Case(op.operator, TOP.name, desc, {"InputTensor": [-0.0, 0.0]})
    reference = Runner(SPECS, create_backend("reference", SPECS, TOP), TOP).run(case, write_case=False)
    assert reference.result.outcome == Outcome.OBSERVED and reference.result.details["observed"] == ["signed-zeros"]
    assert reference.actual["OutputIndexTensor"].tolist() == [0]  # IEEE: a tie, the lower index
    jax = Runner(SPECS, peer("jax:cpu"), TOP).run(case, write_case=False)
    assert jax.result.outcome == Outcome.OBSERVED and jax.actual["OutputIndexTensor"].tolist() == [1]


def test_the_plan_table_of_adding_a_backend_is_what_the_adapters_lower_to():
    """docs/adding-a-backend.md lists each plan with the kinds that lower to it and the adapter
    method that computes it: the worked examples of every kind lower to exactly those plans, and
    each method is FrameworkBackend's and the one the plan names (its ``method``)."""
    import re
    from pathlib import Path

    from conformance.backends.framework import FrameworkBackend

    page = (Path(__file__).resolve().parents[1] / "docs" / "adding-a-backend.md").read_text(encoding="utf-8")
    kinds = {op.semantics["reference"] for op in SPECS.operators.values()}
    documented, methods = set(), {}
    for plan, cell, method in re.findall(r"^\| `(\w+)` \| ([^|]+) \| `(\w+)` \|", page, re.M):
        documented |= {(kind, plan) for kind in re.findall(r"[a-z][a-z_0-9]*", cell) if kind in kinds}
        methods[plan] = method
    from conformance.backends.peer_table import peer_table

    backend = create_backend("onnx-reference", SPECS, TOP, isolate=False)
    lowered, classes = set(), {}
    for op in SPECS.operators.values():
        row = peer_table().kinds.get(op.semantics["reference"])  # element-wise: the functions' rows
        if row is not None and not row.computed_by():
            continue  # a kind no peer is lowered to yet (its row says so): no plan
        for g in example_cases(op, validator_for(SPECS)):
            if g.case is not None and g.case.expect == "valid":
                cls = type(backend.plan(g.case, op))
                lowered.add((op.semantics["reference"], cls.__name__))
                classes[cls.__name__] = cls
    assert documented == lowered
    for plan, method in methods.items():
        assert callable(getattr(FrameworkBackend, method, None)), (plan, method)
        assert classes[plan].method == method, (plan, method)


def test_jax_element_wise_lengthened_to_a_power_of_two_gives_each_element_as_on_its_own_shape(monkeypatch):
    """jax runs an element-wise case flattened and lengthened to a power of two, so that a case
    reuses the executable of another size (one XLA compile per shape was most of its run), and
    each record says so. Every element-wise operator's worked examples give the same bits either
    way (over the whole ci suite, float32 atan's last bits moved in 7 records: XLA's atan depends
    on the array's length; docs/findings.md)."""
    from conformance.backends import jax_xla
    from conformance.backends.peer_table import peer_table
    from conformance.kinds.element_wise_plan import ElementWise

    backend = peer("jax:cpu")
    runner = Runner(SPECS, backend, TOP)
    checked = 0
    for name, case in EXAMPLES:
        op = SPECS.operator(case.operator)
        row = peer_table().kinds.get(op.semantics["reference"])
        if row is not None and not row.computed_by():
            continue  # a kind no peer is lowered to (QUANTIZE's: its row says why): no plan
        if not isinstance(lower(SPECS, op, case.desc, tensors_of(op, case.desc)), ElementWise):
            continue
        padded = runner.run(case, write_case=False)
        if not padded.actual:  # a row jax lacks: UNSUPPORTED either way
            continue
        assert "flattened and lengthened to" in padded.result.details.get("emulated", ""), (name, padded.result.details)
        with monkeypatch.context() as m:
            m.setattr(jax_xla, "_PADDED_UP_TO", 0)
            exact = runner.run(case, write_case=False)
        for tensor, values in exact.actual.items():
            got = padded.actual[tensor]
            assert got.shape == values.shape and got.dtype == values.dtype, name
            assert got.tobytes() == values.tobytes(), name
        checked += 1
    assert checked >= 60


def test_the_array_peers_declare_a_float16_variance_that_loses_its_epsilon():
    """Their mean-variance adapter holds the variance in the input's type: an Epsilon that FLOAT16
    rounds to 0 would make a set of equal values 0 / 0 (the hard draws' FLOAT32 smallest normal
    found it as a torch FAIL that was the adapter's), so they say so before running."""
    from conformance.backends.jax_xla import JaxBackend
    from conformance.backends.pytorch import TorchBackend
    from conformance.kinds.mean_variance_normalization import MeanVarianceNorm

    def plan(in_type, epsilon):
        return MeanVarianceNorm((1,), True, epsilon, (1, 4), in_type)

    for cls in (TorchBackend, JaxBackend):
        why = lambda p: cls(SPECS, None, TOP).cannot_express(p, None)  # noqa: E731
        assert "rounds to 0" in why(plan("FLOAT16", 2.0 ** -126))
        assert why(plan("FLOAT16", 2.0 ** -24)) == ""  # FLOAT16's smallest subnormal survives the sum
        assert why(plan("FLOAT32", 2.0 ** -126)) == ""
