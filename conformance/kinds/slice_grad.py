"""SLICE_GRAD: SLICE1's adjoint. Each InputGradientTensor element goes to the OutputGradientTensor
element SLICE1 with the same window would have read (``CopyStart + Strides * coordinates``,
conformance/reference/slicing.py), every other element 0. The strides are never 0, so no two
gradient elements meet: the output is moved bits and written zeros, nothing summed."""

from __future__ import annotations

import numpy as np

from .. import reference as ref
from ..spec.limits import human
from .gradient_plan import lower_gradient
from .kind import Kind


def positions(desc: dict) -> list[np.ndarray]:
    """Per dimension, the OutputGradientTensor position each InputGradientTensor position goes to."""
    return [ref.slice_positions(o, n, s, int(w)) for o, n, s, w in
            zip(desc["InputWindowOffsets"], desc["InputGradientTensor"]["Sizes"], desc["InputWindowStrides"],
                desc["InputWindowSizes"])]


class SliceGrad(Kind):
    names = ("slice_grad",)
    reads_input_tensor = False  # its input is InputGradientTensor

    def lower(self, specs, op, desc, tensors):
        return lower_gradient(specs, op, desc, tensors)  # the forward's vector-Jacobian product

    def compute(self, specs, op, desc, tensors, x):
        dy = np.asarray(x["InputGradientTensor"])
        out = np.zeros(tensors["OutputGradientTensor"].sizes, dtype=tensors["OutputGradientTensor"].data_type.numpy)
        out[np.ix_(*positions(desc))] = dy
        return {"OutputGradientTensor": out}

    def written_values(self, op, desc, x):
        # the zeros no window element reaches are written, not moved: compared as values (±0 equal)
        moved = np.zeros(desc["OutputGradientTensor"]["Sizes"], dtype=bool)
        moved[np.ix_(*positions(desc))] = True
        return {"OutputGradientTensor": ~moved}

    def reach(self, desc, marked):
        out = np.zeros(desc["OutputGradientTensor"]["Sizes"], dtype=bool)
        out[np.ix_(*positions(desc))] = marked
        return out

    def marked_tensors(self, x):
        return ["InputGradientTensor"]

    def working_bytes(self, op, desc, tensors):
        out = tensors.get("OutputGradientTensor")
        if out is None:
            return []
        n = out.element_count * out.data_type.size_bytes
        return [("desc.OutputGradientTensor.Sizes", n, f"the reference's zeroed output takes about {n} bytes ({human(n)})")]
