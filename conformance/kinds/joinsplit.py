"""JOIN and SPLIT: an array of tensors (the desc's tensor_array field, its members named
``Array[i]``) laid end to end along Axis into one tensor, and one tensor cut along Axis into such
an array (conformance/reference/joinsplit.py). Each output element is a copy of one input element."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .. import reference as ref
from ..spec.model import member_name
from .kind import Kind
from .plan import Plan


def _array(op, role: str):
    """The operator's tensor_array field of ``role`` (JOIN's inputs, SPLIT's outputs)."""
    return next(f for f in op.array_fields if f.role == role)


def _whole(op, role: str) -> str:
    """The operator's one tensor of ``role`` (JOIN's output, SPLIT's input)."""
    return next(f.name for f in op.tensor_fields if f.role == role)


@dataclass(frozen=True)
class JoinPlan(Plan):
    """``parts`` (their names, in order) concatenated along ``axis`` into ``whole``."""
    axis: int
    parts: tuple[str, ...]
    whole: str
    part_sizes: tuple[tuple[int, ...], ...]
    data_type: str

    method = "join"
    what = "join"

    def describe(self) -> str:
        n = len(self.parts)
        return f"join of {n} {self.data_type} tensor{'s' if n != 1 else ''} along axis {self.axis}"

    @property
    def out_sizes(self) -> tuple[int, ...]:
        first = self.part_sizes[0]
        return first[:self.axis] + (sum(s[self.axis] for s in self.part_sizes),) + first[self.axis + 1:]

    def run(self, backend, inputs):
        out = np.asarray(backend.join(self, [inputs[n] for n in self.parts]))
        if out.shape != self.out_sizes:
            raise ValueError(f"{backend.label} returned shape {out.shape} for {self.describe()}, not {self.out_sizes}")
        return {self.whole: out}


@dataclass(frozen=True)
class SplitPlan(Plan):
    """``whole`` cut along ``axis`` into ``parts`` (their names, in order) of ``sizes`` along it."""
    axis: int
    whole: str
    parts: tuple[str, ...]
    in_sizes: tuple[int, ...]
    sizes: tuple[int, ...]
    data_type: str

    method = "split"
    what = "split"

    def describe(self) -> str:
        n = len(self.parts)
        return f"split of {self.data_type} along axis {self.axis} into {n} part{'s' if n != 1 else ''}"

    def part_shape(self, i: int) -> tuple[int, ...]:
        return self.in_sizes[:self.axis] + (self.sizes[i],) + self.in_sizes[self.axis + 1:]

    def run(self, backend, inputs):
        outs = [np.asarray(o) for o in backend.split(self, inputs[self.whole])]
        if len(outs) != len(self.parts):
            raise ValueError(f"{backend.label} returned {len(outs)} parts for {self.describe()}")
        for i, o in enumerate(outs):
            if o.shape != self.part_shape(i):
                raise ValueError(f"{backend.label} returned shape {o.shape} for part {i} of {self.describe()}, "
                                 f"not {self.part_shape(i)}")
        return dict(zip(self.parts, outs))


class Join(Kind):
    names = ("join",)
    reads_input_tensor = False  # its inputs are the members of an array

    def lower(self, specs, op, desc, tensors):
        array = _array(op, "input").name
        parts = tuple(member_name(array, i) for i in range(len(desc[array])))
        return JoinPlan(int(desc["Axis"]), parts, _whole(op, "output"), tuple(tuple(tensors[n].sizes) for n in parts),
                        tensors[parts[0]].data_type.name)

    def compute(self, specs, op, desc, tensors, x):
        array = _array(op, "input").name
        parts = [x[member_name(array, i)] for i in range(len(desc[array]))]
        return {_whole(op, "output"): ref.join(parts, int(desc["Axis"]))}

    def marked_tensors(self, x):
        return sorted(x)


class Split(Kind):
    names = ("split",)

    def lower(self, specs, op, desc, tensors):
        array, whole = _array(op, "output").name, _whole(op, "input")
        parts = tuple(member_name(array, i) for i in range(len(desc[array])))
        axis = int(desc["Axis"])
        return SplitPlan(axis, whole, parts, tuple(tensors[whole].sizes),
                         tuple(tensors[n].sizes[axis] for n in parts), tensors[whole].data_type.name)

    def compute(self, specs, op, desc, tensors, x):
        array, whole = _array(op, "output").name, _whole(op, "input")
        axis = int(desc["Axis"])
        sizes = [tensors[member_name(array, i)].sizes[axis] for i in range(len(desc[array]))]
        return {member_name(array, i): part for i, part in enumerate(ref.split(x[whole], sizes, axis))}
