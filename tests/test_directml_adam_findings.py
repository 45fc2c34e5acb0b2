"""DirectML 1.15.4 and ADAM_OPTIMIZER (docs/notes-adam.md): the two deviations its ci run found,
replayed from their case files under directml:wine (skipped, saying why, without the Wine stack),
and their arithmetic derived here without it: DirectML's lerp form of the moments, and its
Beta^T as exp2(T log2 Beta)."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from conformance.backends import create_backend
from conformance.cases.case import read_case_file
from conformance.kinds.adam_optimizer import adam_bound, adam_exact
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs

SPECS = load_specs()
FOUND = Path(__file__).parent / "directml"
f32 = np.float32


def directml_run(name: str):
    backend = create_backend("directml:wine", SPECS, SPECS.highest_level, isolate=False)
    probe = backend.probe()
    if not probe.available:
        pytest.skip(f"directml:wine: {probe.reason}")
    case = read_case_file(FOUND / f"{name}.json", SPECS)
    return Runner(SPECS, backend, SPECS.highest_level).run(case, write_case=False)


def logical(name: str) -> tuple[dict, dict]:
    case = read_case_file(FOUND / f"{name}.json", SPECS)
    x = {n: np.asarray(v, dtype=np.uint32 if n == "TrainingStepTensor" else np.float32) for n, v in case.inputs.items()}
    return case.desc, x


def test_lerp_form_loses_the_gradient_beside_a_large_moment_without_directml():
    desc, x = logical("adam-optimizer-beta-zero-lerp-cancels")
    e = adam_exact(desc, x)
    assert e["OutputFirstMomentTensor"].tolist() == [0.5, 0.5] and e["OutputSecondMomentTensor"].tolist() == [0.25, 0.25]
    m, g, v = x["InputFirstMomentTensor"], x["GradientTensor"], x["InputSecondMomentTensor"]
    # the kernel's mads in FLOAT32: (G - M)(1 - Beta) + M
    assert (f32(g - m) * f32(1) + m).tolist() == [0.0, 0.5]
    assert (f32(g * g - v) * f32(1) + v).tolist() == [0.25, 0.0]
    # the page's order keeps them: Beta M + (1 - Beta) G is G itself at Beta = 0
    assert (f32(0) * m + f32(1) * g).tolist() == [0.5, 0.5]


def test_beta2_power_at_step_1000_is_within_the_bound_with_a_correctly_rounded_log2_without_directml():
    desc, x = logical("adam-optimizer-beta2-power-at-step-1000")
    t, b1, b2 = f32(1000), f32(0.9), f32(0.999)
    p2 = f32(2.0 ** float(f32(t * f32(math.log2(float(b2))))))
    p1 = f32(2.0 ** float(f32(t * f32(math.log2(float(b1))))))
    alpha = f32(f32(math.sqrt(float(f32(1) - p2))) / f32(f32(1) - p1))
    u = f32(f32(alpha * f32(0.1) * f32(1)) / f32(math.sqrt(float(f32(f32(1) - b2)))))
    assert float(-u) == pytest.approx(-2.5145740509, abs=1e-6)  # the reference, to a few ULP
    assert abs(float(-u) - -2.514619827270508) > 4e-5  # not DirectML's
    # DirectML's -2.5146198 is 1.8e-5 relative off: past the bound (about 22 ULP of |u| here)
    bound = adam_bound(desc, x)["OutputParametersTensor"][0] / 2 ** 23
    assert abs(-2.514619827270508 - adam_exact(desc, x)["OutputParametersTensor"][0]) > 1.5 * bound


def test_directml_lerp_form_loses_the_gradient():
    outcome = directml_run("adam-optimizer-beta-zero-lerp-cancels")
    assert outcome.result.outcome == Outcome.FAIL
    assert outcome.actual["OutputFirstMomentTensor"].reshape(-1).tolist() == [0.0, 0.5]
    assert outcome.actual["OutputSecondMomentTensor"].reshape(-1).tolist() == [0.25, 0.0]
    assert outcome.actual["OutputParametersTensor"].reshape(-1).tolist() == [0.0, -0.5]


def test_directml_beta2_power_at_step_1000():
    outcome = directml_run("adam-optimizer-beta2-power-at-step-1000")
    assert outcome.result.outcome == Outcome.FAIL
    got = outcome.actual["OutputParametersTensor"].reshape(-1)
    assert got.tolist() == pytest.approx([-2.5146198, 2.5146198, -2.5146198, -2.5146198], abs=1e-6)
