"""Mutants of ADAM_OPTIMIZER in the shapes real Adam implementations shipped: each changes the bias
correction Alpha = sqrt(1 - Beta2^T) / (1 - Beta1^T), firing only where that changes an output (None
elsewhere: the reference runs instead).

Imported by ``tests/mutants.py``, which registers its mutants in ``mutants.MUTANTS``. ``FIRES``
holds one hand-made case per mutant where its bug fires; tests/test_mutants_adam.py checks each
against the kind's reference directly.
"""

from __future__ import annotations

import numpy as np

from conformance import elementwise
from conformance.cases.case import Case
from conformance.kinds.adam_optimizer import OUT_M, OUT_V, OUT_X, X, adam_exact, hyper, step_of
from conformance.spec import load_specs

from mutants import mutant

GITHUB = "https://github.com/"
ADAM = {"adam_optimizer"}
TOP = load_specs().highest_level


def _with_alpha(op, tensors, desc, x, alpha: float):
    """The outputs with the bias correction ``alpha`` in place of the page's, or None where it is the same."""
    e = adam_exact(desc, x)
    if op.semantics["reference"] != "adam_optimizer" or np.isclose(alpha, e["alpha"], rtol=0, atol=0):
        return None
    lr = hyper(desc)[0]
    with np.errstate(all="ignore"):
        x2 = np.asarray(x[X], dtype=np.float64) - lr * alpha * e[OUT_M] / e["den"]
    exact = {OUT_X: x2, OUT_M: e[OUT_M], OUT_V: e[OUT_V]}
    return {n: elementwise.narrow(v, tensors[n].data_type.numpy) for n, v in exact.items()}


@mutant("adam-bias-correction-of-beta2-power",
        "Alpha computed as sqrt(bias_correction2) / bias_correction1 with bias_correction2 already 1 - Beta2^T: "
        "sqrt(1 - (1 - Beta2^T)) = sqrt(Beta2^T) in its place (AdaBound's step_size = lr * sqrt(1 - bias_correction2) "
        "/ bias_correction1, kozistr/AdaBound-tensorflow#3)",
        upstream=GITHUB + "kozistr/AdaBound-tensorflow/issues/3", reaches=ADAM)
def _beta2_power(self, op, desc, tensors, x):
    if op.semantics["reference"] != "adam_optimizer" or step_of(x) == 0:
        return None
    _, b1, b2, _ = hyper(desc)
    t = step_of(x)
    return _with_alpha(op, tensors, desc, x, np.sqrt(b2 ** t) / (1.0 - b1 ** t))


@mutant("adam-bias-correction-without-the-step-power",
        "the bias corrections 1 - Beta1 and 1 - Beta2, not raised to the step T (ML-From-Scratch's Adam: 'the bias "
        "correction ... is not squared with t (time steps)', eriklindernoren/ML-From-Scratch#35); the same at T = 1",
        upstream=GITHUB + "eriklindernoren/ML-From-Scratch/issues/35", reaches=ADAM)
def _no_step_power(self, op, desc, tensors, x):
    if op.semantics["reference"] != "adam_optimizer" or step_of(x) == 0:
        return None
    _, b1, b2, _ = hyper(desc)
    return _with_alpha(op, tensors, desc, x, np.sqrt(1.0 - b2) / (1.0 - b1))


def _case(t: int) -> Case:
    sizes = {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 2]}
    desc = {n: dict(sizes) for n in ("InputParametersTensor", "InputFirstMomentTensor", "InputSecondMomentTensor",
                                     "GradientTensor", "OutputParametersTensor", "OutputFirstMomentTensor",
                                     "OutputSecondMomentTensor")}
    desc["TrainingStepTensor"] = {"DataType": "UINT32", "Sizes": [1, 1, 1, 1]}
    desc.update(LearningRate=0.5, Beta1=0.5, Beta2=0.75, Epsilon=0.0)
    return Case("DML_ADAM_OPTIMIZER_OPERATOR_DESC", TOP.name, desc,
                {"InputParametersTensor": [1, 2], "InputFirstMomentTensor": [0, 0], "InputSecondMomentTensor": [0, 0],
                 "GradientTensor": [2, -4], "TrainingStepTensor": [t]})


FIRES = {
    # T = 1: sqrt(0.75) / 0.5, not sqrt(0.25) / 0.5
    "adam-bias-correction-of-beta2-power": _case(1),
    # T = 2: sqrt(0.25) / 0.5, not sqrt(1 - 0.5625) / 0.75
    "adam-bias-correction-without-the-step-power": _case(2),
}
