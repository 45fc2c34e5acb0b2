"""DirectML findings the hard draws (generators/hard_draws.py) reached, replayed under Wine."""

from __future__ import annotations

import math

from test_directml_kernel_findings import outputs
from test_directml_shaders import replay, wine  # noqa: F401 (wine: the fixture)


def test_reduce_log_sum_exp_of_float16_overflows_and_underflows_in_float32(wine):
    """LOG_SUM_EXP over sets of one FLOAT16 element: the page's value is the element; DirectML's kernel
    (exp of each term summed in FLOAT32, no largest term subtracted: test_directml_kernel_findings) gives
    inf for 104 (exp(104) past FLOAT32's 3.4e38) and -inf for -104 (exp(-104) a subnormal, flushed)."""
    done = replay("reduce-log-sum-exp-float16-of-104-overflows.json", "--backend", "directml:wine")
    assert done.returncode == 1, done.stdout + done.stderr
    assert outputs(done.stdout) == [math.inf, -math.inf, 0.25]
