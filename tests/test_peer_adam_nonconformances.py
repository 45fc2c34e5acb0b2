"""ADAM_OPTIMIZER's peer findings (docs/findings.md, peers), each from its case file under
tests/peers/ and the library called directly, the right answer derived by hand. Each test
asserts the library still behaves so: the day a release fixes it, the test fails."""

from __future__ import annotations

import numpy as np
import pytest

from test_peer_nonconformances import dmlconf_run


def test_onnx_reference_adam_returns_float64_for_float32_inputs():
    from onnx.reference.ops.aionnx_preview_training.op_adam import _apply_adam

    r, t = np.array(0.5, dtype=np.float32), np.array(1, dtype=np.int64)
    x, g, v, h = (np.array(a, dtype=np.float32) for a in ([1, 2], [2, -4], [0, 0], [0, 0]))
    x_new, v_new, h_new = _apply_adam(r, t, x, g, v, h, 0.0, 0.0, 0.5, 0.9375, 0.0)
    # by hand: M' = [1, -2], V' = [0.25, 1], Alpha = 0.25 / 0.5, X' = [0.5, 2.5], of X's type
    assert x_new.tolist() == [0.5, 2.5] and x_new.dtype == np.float64  # Adam-1's T3 is the inputs' type
    _, result = dmlconf_run("onnx-reference", "adam-float32-outputs-float64")
    assert "data type float64, expected float32" in result.result.message


def test_torch_adam_float16_epsilon_underflows_to_nan():
    import torch
    from torch.optim.adam import adam

    p, g, m, v = (torch.tensor(a, dtype=torch.float16) for a in ([1.0, 2.0], [0.0, 1.0], [0.0, 0.0], [0.0, 0.0]))
    adam([p], [g], [m], [v], [], [torch.tensor(999.0)], foreach=False, fused=False, amsgrad=False, beta1=0.9,
         beta2=0.999, lr=0.5, weight_decay=0.0, eps=1e-8, maximize=False)
    # by hand: element 0 has G = M = V = 0, so M' = V' = 0 and the update is 0 / (0 + eps) = 0: X' = 1
    assert torch.isnan(p[0]) and torch.tensor(1e-8, dtype=torch.float16).item() == 0.0
    _, result = dmlconf_run("torch", "adam-float16-epsilon-underflows")
    assert np.isnan(result.actual["OutputParametersTensor"].reshape(-1)[0])
    assert result.actual["OutputParametersTensor"].reshape(-1)[1] == pytest.approx(2 - 0.5 * 0.795 * 0.1 / 0.001 ** 0.5, abs=0.01)
