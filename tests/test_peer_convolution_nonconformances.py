"""onnx.reference's ConvTranspose with group > 1, the peers' CONVOLUTION nonconformances: each
case file (tests/peers/onnx-reference/) runs through dmlconf, and the right answer is derived by
hand here (as tests/test_peer_nonconformances.py does for the other operators)."""

from __future__ import annotations

from test_peer_nonconformances import dmlconf_run

from conformance.run.results import Outcome


def test_onnx_reference_convtranspose_group_adds_the_first_group_s_bias():
    """Backward in two groups, one channel each: by hand, 1 * 3 + 0.5 = 3.5 and 2 * 4 + 0.25 = 8.25."""
    case, run = dmlconf_run("onnx-reference", "convtranspose-group-bias-of-the-first-group")
    assert run.result.outcome == Outcome.FAIL
    assert run.expected["OutputTensor"].ravel().tolist() == [3.5, 8.25]
    assert run.actual["OutputTensor"].ravel().tolist() == [3.5, 8.5]  # group 2 given bias[0]


def test_onnx_reference_convtranspose_group_slices_the_filter_by_output_channels():
    """W {2, 2, 1, 1} in two groups (C_in 2, two outputs each): by hand [1, 2, 6, 8]; onnx.reference raises."""
    case, run = dmlconf_run("onnx-reference", "convtranspose-group-filter-sliced-by-output-channels")
    assert run.result.outcome == Outcome.ERROR
    assert "cannot reshape array" in run.result.message
    onnxruntime_case, good = dmlconf_run("onnxruntime:cpu", "../onnx-reference/convtranspose-group-filter-sliced-by-output-channels")
    assert good.actual["OutputTensor"].ravel().tolist() == [1, 2, 6, 8]


def test_onnx_reference_convinteger_3d_per_channel_w_zero_point_raises():
    """1-D convolution, two filters [5] and [7] less their zero points 4 and 5 ([1] and [2]) over
    [1, 2]: by hand [1, 2] and [2, 4]; onnx.reference expands w_zero_point to four dimensions and raises."""
    case, run = dmlconf_run("onnx-reference", "convinteger-3d-per-channel-w-zero-point-raises")
    assert run.result.outcome == Outcome.ERROR
    assert "non-broadcastable output operand" in run.result.message
    jax_case, good = dmlconf_run("jax:cpu", "../onnx-reference/convinteger-3d-per-channel-w-zero-point-raises")
    assert good.actual["OutputTensor"].ravel().tolist() == [1, 2, 2, 4]
