"""The softmax family: ACTIVATION_SOFTMAX, ACTIVATION_LOG_SOFTMAX and ACTIVATION_HARDMAX (and
their 1 operators), each a normalization of the input over Axes, or the last dimension
(conformance/reference/softmax.py). An output element reads its whole normalized set."""

from __future__ import annotations

import numpy as np

from .. import reference as ref
from .kind import Kind, float_input, input_sized
from .reduction_plans import Normalize
from .long_axes import LONG_AXES, LongAxis, decided_last, newest

FUNCTIONS = {"softmax": ref.softmax, "log_softmax": ref.log_softmax, "hardmax": ref.hardmax}


def normalized_axes(desc: dict, rank: int) -> list[int]:
    """The axes a softmax-family desc normalizes over: its Axes (the 5_1 operators), else the
    last dimension (the 1_0 operators read the input as 2-D rows: {1, 1, BatchCount, Width})."""
    axes = desc.get("Axes")
    return [int(a) for a in axes] if axes is not None else [rank - 1]


class Normalized(Kind):
    def lower(self, specs, op, desc, tensors):
        x = tensors["InputTensor"]
        axes = normalized_axes(desc, x.rank)  # 1_0: the last dimension
        return Normalize(self.name, tuple(sorted(set(axes))), tuple(x.sizes), x.data_type.name)

    def long_axes(self, op):
        """A long axis whose maximum comes last: a maximum (or sum) over part of it overflows the exponentials."""
        row = newest(op.support_rows)
        if "FLOAT32" not in row.tensors["InputTensor"].data_types:
            return []
        return [LongAxis(row, f"axis-{n}-maximum-last", "a maximum (or sum) over part of a long axis: the "
                         "exponentials overflow", "FLOAT32", n, decided_last(-1000, 0)) for n in LONG_AXES]

    def compute(self, specs, op, desc, tensors, x):
        v = x["InputTensor"]
        return {"OutputTensor": FUNCTIONS[self.name](v, normalized_axes(desc, v.ndim))}

    def reach(self, desc, marked):
        return ref.reach_normalized(marked, normalized_axes(desc, marked.ndim))


class Softmax(Normalized):
    names = ("softmax", "log_softmax")
    # exponentials taken without the maximum subtracted overflow near the type's largest value
    hard_draws = ("offset", "small", "near_max", "near_tiny", "run", "cancel")
    def exact_outputs(self, specs, op, desc, x):
        v = float_input(x)
        if v is None:
            return {}
        return {"OutputTensor": FUNCTIONS[self.name](v.astype(np.float64), normalized_axes(desc, v.ndim))}

    def band(self, specs, op, desc, tensors, x, expected, tolerances):
        band, alternatives = super().band(specs, op, desc, tensors, x, expected, tolerances)
        if any(t is not None for t in tolerances.values()):
            # exp's argument x - max, off by an ULP of itself in the input's type, moves exp by about |x - max| ULPs
            v = x["InputTensor"]
            band = {op.first_output: ref.shift_band(self.name, v, normalized_axes(desc, v.ndim))}
        return band, alternatives

    def working_bytes(self, op, desc, tensors):
        # float64: the input, its shift, the exps, the quotient
        return input_sized(tensors, lambda x: 32, "the reference's float64 copies of the input take")


class Hardmax(Normalized):
    names = ("hardmax",)
    def working_bytes(self, op, desc, tensors):
        # the rows moved (a copy), the one-hot rows, an int64 index per row
        return input_sized(tensors, lambda x: 2 * x.data_type.size_bytes + 8, "the reference's one-hot rows take")
