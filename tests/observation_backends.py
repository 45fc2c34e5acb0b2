"""A backend that is right only where an unspecified input reaches: loaded as a pytest plugin
(``-p observation_backends``), it registers ``right-only-at-nan``, the reference everywhere
except that, for an input holding NaN, every output element that reads no NaN is wrong."""

from __future__ import annotations

import numpy as np

from conformance.backends import BACKENDS
from conformance.backends.reference import ReferenceBackend
from conformance.kinds import reached


def spoiled(value: np.ndarray) -> np.ndarray:
    """Another value of the same type, in every element."""
    if value.dtype.kind == "f":
        return np.full_like(value, np.nan)
    return value ^ value.dtype.type(1)


class RightOnlyAtNan(ReferenceBackend):
    name = "right-only-at-nan"

    def compute(self, op, desc, tensors, x):
        out = super().compute(op, desc, tensors, x)
        a = x["InputTensor"]
        if a.dtype.kind != "f" or not np.isnan(a).any():
            return out
        at_nan = reached(op, desc, np.isnan(a))
        return {name: np.where(at_nan, value, spoiled(value)) for name, value in out.items()}


BACKENDS[RightOnlyAtNan.name] = RightOnlyAtNan
