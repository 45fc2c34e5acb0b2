"""Array libraries (PyTorch, JAX, CuPy) behind one arg-reduce written once.

ARGMAX/ARGMIN over several axes is what a user of these libraries writes: move the reduced
axes last (in dimension order), flatten them into one, take argmax/argmin (first extreme;
DECREASING flips that axis and counts from its end), put the size-1 axes back, cast the
int64 result to the desc's index type. Subclasses give the handful of primitives.
"""

from __future__ import annotations

import numpy as np

from .framework import FrameworkBackend
from .lowering import ArgReduce, numpy_type


class ArrayBackend(FrameworkBackend):
    def to_device(self, x: np.ndarray):
        raise NotImplementedError

    def to_numpy(self, t) -> np.ndarray:
        raise NotImplementedError

    # numpy's array API, which JAX and CuPy arrays share; PyTorch overrides these
    def transpose(self, t, order: tuple[int, ...]):
        return t.transpose(order)

    def reshape(self, t, sizes: tuple[int, ...]):
        return t.reshape(sizes)

    def flip_last(self, t):
        return t[..., ::-1]

    def arg_last(self, t, pick: str):
        """argmax/argmin over the last axis: the first extreme, as int64."""
        raise NotImplementedError

    def arg_reduce(self, plan: ArgReduce, x: np.ndarray) -> np.ndarray:
        t = self.to_device(x)
        order = plan.kept + plan.axes
        if order != tuple(range(len(order))):
            t = self.transpose(t, order)
        t = self.reshape(t, tuple(plan.in_sizes[d] for d in plan.kept) + (plan.reduced_count,))
        if plan.last:
            t = self.flip_last(t)
        index = self.to_numpy(self.arg_last(t, plan.pick)).astype(np.int64)
        if plan.last:
            index = (plan.reduced_count - 1) - index
        return index.reshape(plan.out_sizes).astype(numpy_type(self.specs, plan.out_type))
