"""The element-wise gradients (ACTIVATION_RELU_GRAD, ELEMENT_WISE_CLIP_GRAD, ELEMENT_WISE_CLIP_GRAD1):
each output element is InputGradientTensor's element where the forward's derivative at
InputTensor's element is 1, else 0: a selection, never a product (a NaN gradient where the gate is
shut gives 0, as the pages' "? dY : 0" and "then 0" say). ``semantics.function`` names the gate;
its kinks are where the forward's derivative jumps (ReLU's 0, clip's Min and Max), where the page
alone decides (the gate there is the page's rule) and the adjoint relation zeroes its direction."""

from __future__ import annotations

import numpy as np

from .. import elementwise
from .gradient_plan import lower_gradient
from .kind import Kind


def _bounds(op, desc: dict, x: np.ndarray) -> tuple:
    """Min and Max as the comparison meets them: a FLOAT field in float32, a scalar union as
    its data type holds it (conformance/elementwise.py's typed_params)."""
    p = elementwise.typed_params(op, desc, x.dtype.kind == "f")
    return p["Min"], p["Max"]


def _wide(x: np.ndarray) -> np.ndarray:
    return elementwise.widen(np.asarray(x))


# the gate (where the gradient passes) and the kinks of each forward, by semantics.function
GATES = {
    "relu_grad": lambda op, desc, x: _wide(x) > 0,  # "X > 0 ? dY : 0"
    # "if x <= Min then 0, if x >= Max then 0, else gradient", read literally (a NaN x passes: unspecified)
    "clip_grad": lambda op, desc, x: (lambda lo, hi: ~((_wide(x) <= lo) | (_wide(x) >= hi)))(*_bounds(op, desc, x)),
}
KINKS = {
    "relu_grad": lambda op, desc, x: [0.0],
    "clip_grad": lambda op, desc, x: list(_bounds(op, desc, x)),
}


class ElementWiseGrad(Kind):
    names = ("element_wise_grad",)
    reads_input_tensor = False  # InputTensor and InputGradientTensor, element for element

    def gate(self, op, desc: dict, x: np.ndarray) -> np.ndarray:
        return np.asarray(GATES[op.semantics["function"]](op, desc, x), dtype=bool)

    def lower(self, specs, op, desc, tensors):
        return lower_gradient(specs, op, desc, tensors)  # the forward's vector-Jacobian product

    def compute(self, specs, op, desc, tensors, x):
        dy = np.asarray(x["InputGradientTensor"])
        out = np.where(self.gate(op, desc, np.asarray(x["InputTensor"])), dy, np.zeros((), dy.dtype))
        return {"OutputGradientTensor": out.astype(tensors["OutputGradientTensor"].data_type.numpy)}

    def reach(self, desc, marked):
        return marked

    def marked_tensors(self, x):
        return [n for n in ("InputTensor", "InputGradientTensor") if n in x]

    def kinks(self, specs, op, desc, x, direction, step):
        point = np.asarray(x["InputTensor"], dtype=np.float64)
        near = np.zeros(point.shape, dtype=bool)
        for k in KINKS[op.semantics["function"]](op, desc, x["InputTensor"]):
            near |= np.abs(point - float(k)) <= step * np.abs(direction).reshape(point.shape)
        return near
