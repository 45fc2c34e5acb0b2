"""The peers' gradients of LOCAL_RESPONSE_NORMALIZATION where their own differentiation loses a term
(docs/findings.md, peers): each library called directly, the right answer derived by hand, and the
case file under tests/peers/ that the peers' expectations waive. A test that fails means the
library changed."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

PEERS = Path(__file__).parent / "peers"


def _by_hand(x: float, dy: float) -> float:
    # LocalSize 1, Alpha 1, Beta 3, Bias 1: D = 1 + x^2, dx = dy D^-3 - 6 x^2 dy D^-4 = dy (1 - 5 x^2) / D^4
    d = 1.0 + x * x
    return dy * (1.0 - 5.0 * x * x) / d ** 4


def test_torch_autograd_of_lrn_loses_the_window_term_where_the_squared_denominator_overflows():
    torch = pytest.importorskip("torch")
    assert (PEERS / "torch" / "lrn-grad-quotient-rule-overflows.json").exists()
    x = torch.tensor([[[[1078692.375]]]], dtype=torch.float32, requires_grad=True)
    y = torch.nn.functional.local_response_norm(x, 1, alpha=1.0, beta=3.0, k=1.0)
    (dx,) = torch.autograd.grad(y, x, torch.full_like(y, 0.25))
    want = _by_hand(1078692.375, 0.25)  # -7.93e-37, a normal FLOAT32
    assert want < 0 and abs(want) > np.finfo(np.float32).tiny
    # torch keeps dy D^-3 alone: D^6 (the quotient rule's squared D^3) overflows FLOAT32
    assert float(dx) > 0 and np.isclose(float(dx), 0.25 / (1.0 + 1078692.375 ** 2) ** 3, rtol=1e-5)


def test_jax_vjp_of_lrn_loses_the_window_term_where_the_squared_denominator_overflows():
    jax = pytest.importorskip("jax")
    import jax.numpy as jnp

    assert (PEERS / "jax" / "lrn-grad-quotient-rule-overflows.json").exists()
    one = jnp.asarray(1.0, jnp.float16)
    x = jnp.asarray([0.0, 2.591796875], jnp.float16)
    _, back = jax.vjp(lambda t: t / (one + t * t) ** jnp.asarray(3.0, jnp.float16), x)
    (dx,) = back(jnp.asarray([0.25, 0.5], jnp.float16))
    want = _by_hand(2.591796875, 0.5)  # -0.0045929
    assert want < 0
    # JAX keeps dy D^-3 alone: D^6 = 2.1e5 overflows FLOAT16 (its largest 65504)
    assert float(dx[1]) > 0 and np.isclose(float(dx[1]), 0.5 / (1.0 + 2.591796875 ** 2) ** 3, rtol=2e-3)
