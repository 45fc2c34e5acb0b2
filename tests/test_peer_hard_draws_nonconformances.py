"""A peer nonconformance the hard draws (generators/hard_draws.py) found, shown to be the peer's as
tests/test_peer_nonconformances.py shows the others: the case file run through dmlconf, the library
called directly, the answer derived by hand."""

from __future__ import annotations

import math

import numpy as np
from onnx import TensorProto, helper

from conformance.run.results import Outcome
from test_peer_nonconformances import dmlconf_run


def _log_sum_exp(dtype, np_type, x):
    import onnxruntime as ort

    node = helper.make_node("ReduceLogSumExp", ["x", "axes"], ["y"], keepdims=1)
    graph = helper.make_graph([node], "g", [helper.make_tensor_value_info("x", dtype, list(x.shape))],
                              [helper.make_tensor_value_info("y", dtype, None)],
                              initializer=[helper.make_tensor("axes", TensorProto.INT64, [1], [1])])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 18)])
    model.ir_version = 9
    session = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    return session.run(None, {"x": x.astype(np_type)})[0].ravel()


def test_onnxruntime_reduce_log_sum_exp_of_float16_1024_is_inf():
    """ORT's CPU ReduceLogSumExp on FLOAT16: log(exp(1024) + exp(1024)) is inf, not 1024 + ln 2 (1025 in
    FLOAT16); the same input in FLOAT32 gives 1024.6931 and FLOAT16 [100, 0] gives 100. By hand: the
    largest term factored out, ln 2 + 1024."""
    case, run = dmlconf_run("onnxruntime:cpu", "reducelogsumexp-float16-of-1024-is-inf")
    x = np.array([[1024, 1024], [100, 0]])
    by_hand = [float(np.float16(1024 + math.log(2))), 100.0]
    assert _log_sum_exp(TensorProto.FLOAT16, np.float16, x).tolist() == [math.inf, 100.0]
    assert np.allclose(_log_sum_exp(TensorProto.FLOAT, np.float32, x), [1024 + math.log(2), 100])
    assert run.result.outcome == Outcome.FAIL
    assert run.actual["OutputTensor"].ravel().tolist() == [math.inf, 100.0]
    assert run.expected["OutputTensor"].ravel().tolist() == by_hand
