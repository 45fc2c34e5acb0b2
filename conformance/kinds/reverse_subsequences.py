"""REVERSE_SUBSEQUENCES: along Axis, each sequence's first L elements reversed (L its length,
clamped to the axis), the rest copied (conformance/reference/slicing.py)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from .. import reference as ref
from ..spec.limits import human
from ..spec.values import to_array
from .kind import Kind
from .plan import Plan


@dataclass(frozen=True)
class ReverseSequencesPlan(Plan):
    """Along ``axis``, each sequence's first ``lengths`` elements reversed: ONNX's ReverseSequence
    over the input moved to (time, batch), the batch every other dimension flattened. A length
    past the axis (DirectML clamps it; ONNX's sequence_lens must lie in [0, time]) has no peer
    form: ``unexpressed`` declines it before running."""
    axis: int
    in_sizes: tuple[int, ...]
    in_type: str
    lengths_type: str

    method = "reverse_sequences"
    what = "reverse-sequence"

    @property
    def batch(self) -> int:
        """The sequences: every dimension but the axis, flattened."""
        return math.prod(self.in_sizes) // self.in_sizes[self.axis]

    def describe(self) -> str:
        return f"reverse of subsequences of {self.in_type} along axis {self.axis} of {len(self.in_sizes)}, {self.lengths_type} lengths"

    def time_major(self, x: np.ndarray) -> np.ndarray:
        """The input as (axis, everything else): ReverseSequence's [time, batch]."""
        return np.moveaxis(np.asarray(x), self.axis, 0).reshape(self.in_sizes[self.axis], -1)

    def from_time_major(self, y: np.ndarray) -> np.ndarray:
        moved = (self.in_sizes[self.axis],) + self.in_sizes[:self.axis] + self.in_sizes[self.axis + 1:]
        return np.moveaxis(np.asarray(y).reshape(moved), 0, self.axis)

    def batch_lengths(self, lengths: np.ndarray) -> np.ndarray:
        """One INT64 length per sequence, in the time-major batch's order (each at most the axis:
        ``unexpressed`` has declined the rest, so a UINT64 one is exact)."""
        return np.moveaxis(np.asarray(lengths), self.axis, 0).reshape(-1).astype(np.int64)

    def unexpressed(self, backend, case) -> str:
        if case is None or "SequenceLengthsTensor" not in case.inputs:
            return ""
        desc = case.desc["SequenceLengthsTensor"]
        lengths = to_array(case.inputs["SequenceLengthsTensor"], backend.specs.data_type(desc["DataType"]),
                           desc["Sizes"], "inputs.SequenceLengthsTensor")
        size = self.in_sizes[self.axis]
        past = lengths.reshape(-1)[lengths.reshape(-1) > size]
        if past.size:
            return (f"SequenceLengthsTensor holds {past[0]}, past the axis of {size}: DirectML clamps it, and no peer "
                    "form takes it (ONNX ReverseSequence's sequence_lens must lie in [0, time]; torch and JAX have "
                    "no reverse-sequence operation)")
        return ""

    def run(self, backend, inputs):
        x = self.time_major(inputs["InputTensor"])
        out = np.asarray(backend.reverse_sequences(self, x, self.batch_lengths(inputs["SequenceLengthsTensor"])))
        if out.shape != x.shape:
            raise ValueError(f"{backend.label} returned shape {out.shape} for {self.describe()}, not {x.shape}")
        return {"OutputTensor": self.from_time_major(out)}


class ReverseSubsequences(Kind):
    names = ("reverse_subsequences",)

    def lower(self, specs, op, desc, tensors):
        x, n = tensors["InputTensor"], tensors["SequenceLengthsTensor"]
        return ReverseSequencesPlan(int(desc["Axis"]), tuple(x.sizes), x.data_type.name, n.data_type.name)

    def compute(self, specs, op, desc, tensors, x):
        return {"OutputTensor": ref.reverse_subsequences(x["InputTensor"], x["SequenceLengthsTensor"], int(desc["Axis"]))}

    def reach(self, desc, marked):
        # without the lengths (a desc holds none), an output element may read any element of its
        # sequence: it reads a marked element if one lies on its line along Axis
        axis = int(desc["Axis"])
        return np.broadcast_to(marked.any(axis=axis, keepdims=True), marked.shape).copy()

    def marked_reach(self, desc, detect, marks, names, met, x, mark_of):
        lengths = met.get("SequenceLengthsTensor")
        if lengths is None or len(marks) != 1 or isinstance(marks[0], tuple):
            return super().marked_reach(desc, detect, marks, names, met, x, mark_of)
        return ref.reverse_subsequences(np.asarray(marks[0], dtype=bool), lengths, int(desc["Axis"]))

    def marked_tensors(self, x):
        return ["InputTensor"]

    def working_bytes(self, op, desc, tensors):
        x = tensors.get("InputTensor")
        if x is None:
            return []
        n = x.element_count * (8 + x.data_type.size_bytes)
        return [("desc.InputTensor.Sizes", n, f"the reference's positions (int64) and reversed copy take about {n} "
                                              f"bytes ({human(n)})")]
