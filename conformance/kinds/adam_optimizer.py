"""ADAM_OPTIMIZER: one Adam step per element (the page's Description), in float64 from the FLOAT32
fields and rounded once into each output's type:

    M' = Beta1 M + (1 - Beta1) G        V' = Beta2 V + (1 - Beta2) G G
    Alpha = sqrt(1 - Beta2^T) / (1 - Beta1^T)   (T > 0; 1 at T = 0: erratum step-zero-bias-correction)
    X' = X - LearningRate Alpha M' / (sqrt(V') + Epsilon)

T is the UINT32 TrainingStepTensor (erratum training-step-data-type). The tolerance's magnitudes
are the kind's (``magnitude``): the beta-power cancellation bound the spec's rationale derives,
growing with Beta^T / (1 - Beta^T). The peers' plan (``Adam``) is lowered here; its adapters are
conformance/backends/adam_adapters.py."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .. import elementwise
from .kind import Kind
from .plan import Plan

X, M, V, G, T = ("InputParametersTensor", "InputFirstMomentTensor", "InputSecondMomentTensor", "GradientTensor",
                 "TrainingStepTensor")
OUT_X, OUT_M, OUT_V = "OutputParametersTensor", "OutputFirstMomentTensor", "OutputSecondMomentTensor"
INPUTS = (X, M, V, G)

# WebNN's pow tolerance (web-platform-tests webnn/resources/utils.js, PrecisionMetrics.pow), the P of
# the spec's beta-power cancellation bound: ULPs of Beta^T, by the parameters' type
POW_ULPS = {"FLOAT32": 32, "FLOAT16": 2}
# the FLOAT fields' draws: Beta in [0, 1) with the usual 0.9 and 0.999 (1 - Beta^T cancels), an
# Epsilon of 0 (the zero-denominator item where V' is 0) and FLT_EPSILON, learning rates of both signs
FLOAT_DRAWS = {"LearningRate": (0.5, 0.001, 1.0, -0.25, 0.0, 2.0),
               "Beta1": (0.9, 0.5, 0.0, 0.25, 0.99),
               "Beta2": (0.999, 0.5, 0.0, 0.75, 0.9),
               "Epsilon": (1e-8, 0.5, 0.0, 1.0, 1.1920928955078125e-07)}
# training steps: 0 (no bias correction), the first ones (where Beta^T is nearest 1), and far ones
STEP_DRAWS = (1, 2, 3, 10, 0, 1000, 2 ** 31, 2 ** 32 - 1)  # 1 first: hypothesis shrinks toward it


def hyper(desc: dict) -> tuple[float, float, float, float]:
    """(LearningRate, Beta1, Beta2, Epsilon) as DirectML reads them: FLOAT32 values."""
    return tuple(float(np.float32(desc[f])) for f in ("LearningRate", "Beta1", "Beta2", "Epsilon"))


def step_of(x: dict) -> int:
    return int(np.asarray(x[T]).reshape(-1)[0])


def powers(b: float, t: int) -> tuple[float, float]:
    """(1 - b^t, b^t / (1 - b^t)) in float64; (1, 0) at t = 0 (no bias correction)."""
    if t == 0:
        return 1.0, 0.0
    p = b ** t
    return 1.0 - p, (p / (1.0 - p) if p < 1.0 else np.inf)


def adam_exact(desc: dict, x: dict) -> dict[str, np.ndarray]:
    """The three outputs in float64, before their rounding, and the update's parts (keys u, alpha, den)."""
    lr, b1, b2, eps = hyper(desc)
    xv, mv, vv, gv = (np.asarray(x[n], dtype=np.float64) for n in INPUTS)
    t = step_of(x)
    m2 = b1 * mv + (1.0 - b1) * gv
    v2 = b2 * vv + (1.0 - b2) * gv * gv
    with np.errstate(all="ignore"):
        c1, _ = powers(b1, t)
        c2, _ = powers(b2, t)
        alpha = np.sqrt(c2) / c1 if t else 1.0
        den = np.sqrt(v2) + eps
        u = lr * alpha * m2 / den
        x2 = xv - u
    return {OUT_X: x2, OUT_M: m2, OUT_V: v2, "u": u, "alpha": alpha, "den": den}


def adam_bound(desc: dict, x: dict) -> dict[str, np.ndarray]:
    """The tolerance's magnitudes (the spec's rationale): B for X', m for M', v for V' (relative
    tolerances: beyond FLOAT16's range too, where no ULP is)."""
    lr, b1, b2, _ = hyper(desc)
    xv, mv, vv, gv = (np.asarray(x[n], dtype=np.float64) for n in INPUTS)
    e = adam_exact(desc, x)
    t = step_of(x)
    p = POW_ULPS.get(desc[X]["DataType"], 32)
    k1, k2 = powers(b1, t)[1], powers(b2, t)[1]
    with np.errstate(all="ignore"):
        # the page's terms: Beta1 M and (1 - Beta1) G; Beta2 V and (1 - Beta2) G G
        m = b1 * np.abs(mv) + (1.0 - b1) * np.abs(gv)
        v = b2 * np.abs(vv) + (1.0 - b2) * gv * gv
        ratio = np.where(e[OUT_V] > 0, v / np.where(e[OUT_V] > 0, e[OUT_V], 1.0), 1.0)
        rate = np.abs(lr * e["alpha"] / e["den"])
        b = np.abs(e[OUT_X]) / 2 + np.abs(e["u"]) * (p * (k1 + k2 / 2) + 11 + 1.25 * ratio) + 2 * rate * m
    return {OUT_X: np.where(np.isfinite(b), b, np.inf), OUT_M: m, OUT_V: v}


@dataclass(frozen=True)
class Adam(Plan):
    """One Adam step on same-shaped X, M, V, G of ``data_type`` with the FLOAT32 fields; the step T
    is an input value, read at run time (``backend.adam(plan, t, x, m, v, g)``)."""
    data_type: str
    learning_rate: float
    beta1: float
    beta2: float
    epsilon: float

    method = "adam"
    what = "Adam optimizer"

    def describe(self) -> str:
        return f"an Adam step on {self.data_type}"

    def run(self, backend, inputs):
        x2, m2, v2 = backend.adam(self, step_of(inputs), *(np.asarray(inputs[n]) for n in INPUTS))
        return {OUT_X: np.asarray(x2), OUT_M: np.asarray(m2), OUT_V: np.asarray(v2)}


class AdamOptimizer(Kind):
    names = ("adam_optimizer",)
    reads_input_tensor = False

    def compute(self, specs, op, desc, tensors, x):
        e = adam_exact(desc, x)
        return {n: elementwise.narrow(e[n], tensors[n].data_type.numpy) for n in (OUT_X, OUT_M, OUT_V)}

    def exact_outputs(self, specs, op, desc, x):
        e = adam_exact(desc, x)
        return {n: e[n] for n in (OUT_X, OUT_M, OUT_V)}

    def magnitude(self, op, desc, x):
        return adam_bound(desc, x)

    def reach(self, desc, marked):
        return marked  # an output element reads the input elements at its place (and the one step)

    def marked_tensors(self, x):
        return list(INPUTS)

    def marked_reach(self, desc, detect, marks, names, met, x, mark_of):
        # X, M, V and G share one shape (same-sizes): an output element reads each at its place
        return np.logical_or.reduce([np.asarray(m, dtype=bool) for m in marks])

    def result_detectors(self):
        def zero_denominator(specs, op, desc, x):
            e = adam_exact(desc, x)
            return np.broadcast_to(e["den"] == 0, np.shape(e[OUT_X]))
        return {"zero-denominator": zero_denominator}

    def float_draws(self, field: str) -> tuple | None:
        return FLOAT_DRAWS.get(field)

    def drawn_values(self, draw, op, desc, tensor, values):
        """The step from STEP_DRAWS; the second moments not negative but in one draw of eight (the
        negative-second-moment item)."""
        import hypothesis.strategies as st

        if tensor == T:
            return np.full(np.shape(values), draw(st.sampled_from(STEP_DRAWS)), dtype=np.asarray(values).dtype)
        if tensor == V and draw(st.integers(0, 7)):
            return np.abs(values)
        return values

    def lower(self, specs, op, desc, tensors):
        return Adam(tensors[X].data_type.name, *hyper(desc))

    def working_bytes(self, op, desc, tensors):
        t = tensors.get(X)
        if t is None:
            return []
        n = t.element_count * 8 * 12  # the float64 inputs, outputs and the bound's terms
        return [(f"desc.{X}.Sizes", n, f"the reference's float64 Adam step takes about {n} bytes")]
