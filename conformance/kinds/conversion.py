"""CAST, the kind ``conversion`` (the peer table's steps already say "cast"): each output element
the input element at its place, converted into the output's type (conformance/reference/cast.py). The page names no rounding or saturation rule, so the elements
that need one are the spec's unspecified items, found here per element (``result_detectors``);
every other element is a value both types hold, judged exactly."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .. import reference as ref
from .kind import Kind
from .plan import Plan


def _out_type(desc: dict, specs) -> np.dtype:
    return specs.data_type(desc["OutputTensor"]["DataType"]).numpy


def _boundaries(in_dt, out_dt) -> list:
    """The input values where a conversion from ``in_dt`` into ``out_dt`` changes behaviour, as
    far as ``in_dt`` holds them: the output type's ends and one past them, halves and the
    neighbours of the last integers a float holds exactly (and 2^63, where a UINT64 read as signed
    goes negative), FLOAT16's overflow threshold, the output float's smallest normal and
    subnormal; a NaN."""
    values: list = [0, 1, -1]
    if out_dt.kind in "iu":
        info = np.iinfo(out_dt)
        lo, hi = int(info.min), int(info.max)
        values += [lo, hi, lo - 1, hi + 1, lo + 1, hi - 1, 0.5, -0.5, 1.5, 2.5, -2.5, -0.75, float(hi) + 0.5,
                   float(lo) - 0.5, float(2 ** 63), float(2 ** 64), float(-2 ** 63)]
    else:
        info = np.finfo(out_dt)
        digits = info.nmant + 1  # the integers a float holds exactly end at 2^digits
        top = 2 ** digits
        values += [top, top + 1, top + 2, top + 3, -(top + 1), float(info.max), -float(info.max),
                   float(info.tiny), float(info.smallest_subnormal), -float(info.smallest_subnormal),
                   float(info.smallest_subnormal) / 2, float(info.tiny) * (1 - 2.0 ** -30),
                   2 ** 63, 2 ** 63 + 2 ** (64 - digits)]
        if out_dt == np.float16:
            values += [65504.0, 65519.0, 65520.0, 65536.0, 70000.0, -65520.0, 2049.0, 1.0 + 2.0 ** -11]
        if out_dt == np.float32:
            values += [1.0 + 2.0 ** -24, 1.0 + 3 * 2.0 ** -25, 3.4028235677973366e38, 3.5e38, 1e-45, 7e-46]
    nan = [float("nan")] if in_dt.kind == "f" else []  # into an integer: unspecified; into a float: NaN
    return [v for v in dict.fromkeys(values) if _holds(in_dt, v)] + nan


def _holds(dt: np.dtype, v) -> bool:
    """Whether ``dt`` holds ``v`` exactly (so the planted input is the value meant)."""
    if dt.kind in "iu":
        info = np.iinfo(dt)
        return float(v).is_integer() and int(info.min) <= int(v) <= int(info.max)
    with np.errstate(over="ignore"):
        held = np.asarray(v, dtype=np.float64).astype(dt)
    return bool(np.isfinite(held)) and (int(v) == int(held) if isinstance(v, int) else float(held) == float(v))


@dataclass(frozen=True)
class CastPlan(Plan):
    """The input converted element by element into ``out_type`` (ONNX Cast, torch's ``.to``, jax's
    ``astype``). Only the elements every type holds are compared; the rest are observed."""
    in_type: str
    out_type: str
    sizes: tuple[int, ...]  # ONNX's model declares its shapes

    method = "cast"
    what = "cast"

    def describe(self) -> str:
        return f"cast from {self.in_type} to {self.out_type}"

    def run(self, backend, inputs):
        out = np.asarray(backend.cast(self, inputs["InputTensor"]))
        return {"OutputTensor": out}


class Conversion(Kind):
    names = ("conversion",)

    def lower(self, specs, op, desc, tensors):
        x = tensors["InputTensor"]
        return CastPlan(x.data_type.name, tensors["OutputTensor"].data_type.name, tuple(x.sizes))

    def compute(self, specs, op, desc, tensors, x):
        return {"OutputTensor": ref.cast(x["InputTensor"], tensors["OutputTensor"].data_type.numpy)}

    def reach(self, desc, marked):
        return marked  # an output element reads the input element at its place

    def result_detectors(self):
        def detector(mark):
            return lambda specs, op, desc, x: mark(x["InputTensor"], _out_type(desc, specs))
        return {"nan-to-integer": detector(ref.nan_into_integer),
                "out-of-range": detector(ref.past_range),
                "rounded": detector(ref.rounded)}

    def boundary_values(self, specs, desc: dict, tensor: str) -> list:
        if tensor != "InputTensor":
            return []
        in_dt = specs.data_type(desc["InputTensor"]["DataType"]).numpy
        return _boundaries(in_dt, _out_type(desc, specs))
