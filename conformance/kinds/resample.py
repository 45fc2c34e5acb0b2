"""RESAMPLE, RESAMPLE1, RESAMPLE2, RESAMPLE3 and UPSAMPLE_2D: one kind, every version computed as
RESAMPLE3 (conformance/reference/resample.py). A version that lacks a field computes at the value
its spec's ``implied`` gives it (OperatorSpec.with_implied): RESAMPLE's pixel offsets 0.5 and -0.5,
RoundingDirection DECREASING for RESAMPLE and RESAMPLE1, Antialiased FALSE below RESAMPLE3.
UPSAMPLE_2D's ScaleSize gives the scales of its last two dimensions (the others 1).

``semantics.nearest_shift`` (a number, default 0) is added to the input coordinate before
nearest neighbour rounds it: the versions without RoundingDirection round to the nearest
element (spec/operators/resample1.yaml says where that comes from)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..reference import resample as rs
from ..spec.limits import human
from .kind import Kind
from .plan import Plan

# ONNX Resize's coordinate_transformation_mode as DirectML's (InputPixelOffset, OutputPixelOffset)
# (onnxruntime's DmlOperatorResize.cpp ComputePixelOffsetsAndScales writes the same table)
ONNX_COORDINATES = {"half_pixel": (0.5, -0.5), "asymmetric": (0.0, 0.0)}  # Resize-19 has no tf_half_pixel_for_nn
# ONNX nearest_mode as (round up, shift added to the coordinate): floor(x + 0.5) is round_prefer_ceil,
# ceil(x - 0.5) round_prefer_floor
ONNX_NEAREST = {"floor": (False, 0.0), "ceil": (True, 0.0), "round_prefer_ceil": (False, 0.5),
                "round_prefer_floor": (True, -0.5)}


@dataclass(frozen=True)
class ResamplePlan(Plan):
    """Each dimension d resampled from ``in_sizes[d]`` to ``out_sizes[d]`` elements at
    ``scales[d]``, the input coordinate ``(X - out_offsets[d]) / scales[d] - in_offsets[d]``;
    nearest rounds ``x + shift`` down (or up: ``round_up``), linear interpolates (``antialias``:
    RESAMPLE3's stretched filter where 1 / scale > 2)."""
    in_sizes: tuple[int, ...]
    out_sizes: tuple[int, ...]
    scales: tuple[float, ...]
    in_offsets: tuple[float, ...]
    out_offsets: tuple[float, ...]
    linear: bool
    round_up: bool
    shift: float
    antialias: bool
    in_type: str

    method = "resample"
    what = "resample"

    def describe(self) -> str:
        mode = "linear" + (" antialiased" if self.antialiased_dims() else "") if self.linear else \
            f"nearest ({'ceil' if self.round_up else 'floor'}{f' of x{self.shift:+g}' if self.shift else ''})"
        return (f"{len(self.in_sizes)}-D {mode} resample {list(self.in_sizes)} -> {list(self.out_sizes)} at scales "
                f"{list(self.scales)}, offsets {list(self.in_offsets)} / {list(self.out_offsets)} on {self.in_type}")

    def antialiased_dims(self) -> list[int]:
        return [d for d, s in enumerate(self.scales) if self.antialias and self.linear and 0 < s < 0.5]

    def moved(self) -> list[int]:
        """The dimensions that are not copied through (an identity map: same size, each output
        element its own input element)."""
        out = []
        for d, (n, m) in enumerate(zip(self.in_sizes, self.out_sizes)):
            if n == m == 1:
                continue
            one = rs.dimension_maps([n], [m], [self.scales[d]], [self.in_offsets[d]], [self.out_offsets[d]],
                                    self.linear, self.round_up, self.shift, self.antialias)[0]
            identity = n == m and (np.array_equal(one[0][:, 0], np.arange(n)) and bool(np.all(one[1][:, 0] == 1))
                                   if self.linear else np.array_equal(one, np.arange(n)))
            if not identity:
                out.append(d)
        return out

    def onnx_form(self) -> tuple[str, str, str]:
        """(coordinate_transformation_mode, nearest_mode, "") of ONNX Resize with these scales,
        or ("", "", why not): every moved dimension must share one mode, and ONNX sizes the
        output ``floor(in * scale)``."""
        moved = self.moved()
        for d in moved:
            if self.out_sizes[d] != int(np.floor(self.in_sizes[d] * self.scales[d])):
                return "", "", (f"ONNX Resize sizes an output floor(input * scale) (dimension {d}: floor("
                                f"{self.in_sizes[d]} * {self.scales[d]:g}) is not {self.out_sizes[d]}); with 'sizes' "
                                "it takes the scale output / input, not DirectML's")
        forms = set()
        for d in moved:
            found = set()
            for cname, (ci, co) in ONNX_COORDINATES.items():
                if self.linear:
                    if (ci, co) == (self.in_offsets[d], self.out_offsets[d]):
                        found.add((cname, ""))
                    continue
                for nname, (up, shift) in ONNX_NEAREST.items():
                    # both round x + shift, x = (X - out) / scale - in: ONNX's in is DirectML's less its
                    # shift plus the mode's
                    if up == self.round_up and (ci, co) == (self.in_offsets[d] - self.shift + shift,
                                                            self.out_offsets[d]):
                        found.add((cname, nname))
            forms.add(frozenset(found))
        common = frozenset.intersection(*forms) if forms else frozenset({("asymmetric", "floor" if not self.linear else "")})
        if not common:
            return "", "", ("no one ONNX coordinate_transformation_mode and nearest_mode gives every resampled dimension's "
                            f"offsets (InputPixelOffsets {list(self.in_offsets)}, OutputPixelOffsets {list(self.out_offsets)})")
        cname, nname = sorted(common)[0]
        return cname, nname or "round_prefer_floor", ""

    def onnx_scales(self) -> tuple[float, ...]:
        """The scales ONNX Resize takes: each dimension copied through at 1 (an identity map there,
        whatever DirectML's scale, which then does not size ONNX's output)."""
        moved = self.moved()
        return tuple(float(s) if d in moved else 1.0 for d, s in enumerate(self.scales))

    def run(self, backend, inputs):
        out = np.asarray(backend.resample(self, inputs["InputTensor"]))
        if out.shape != tuple(self.out_sizes):
            raise ValueError(f"{backend.label} returned shape {out.shape} for {self.describe()}, not {self.out_sizes}")
        return {"OutputTensor": out}


def _floats(v) -> tuple[float, ...]:
    return tuple(float(a) for a in v)


def _named(value, names: tuple[str, ...]) -> str:
    """An enum field's value by name (a desc may give the number: DirectML.h's order)."""
    return names[int(value)] if isinstance(value, int) else str(value)


MODES = ("DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR", "DML_INTERPOLATION_MODE_LINEAR")
DIRECTIONS = ("DML_AXIS_DIRECTION_INCREASING", "DML_AXIS_DIRECTION_DECREASING")


def arguments(desc: dict, rank: int, shift: float = 0.0) -> dict:
    """A desc, as OperatorSpec.with_implied gives it, in RESAMPLE3's terms: scales, offsets, mode,
    rounding direction, antialiasing. UPSAMPLE_2D's ScaleSize scales the last two dimensions."""
    if "ScaleSize" in desc:
        size = desc["ScaleSize"]
        scales = (1.0,) * (rank - 2) + (float(size["Height"]), float(size["Width"]))
    else:
        scales = _floats(desc["Scales"])
    return {"scales": scales, "in_offsets": _floats(desc["InputPixelOffsets"]),
            "out_offsets": _floats(desc["OutputPixelOffsets"]),
            "linear": _named(desc["InterpolationMode"], MODES) == MODES[1],
            "round_up": _named(desc["RoundingDirection"], DIRECTIONS) == DIRECTIONS[0],
            "shift": float(shift), "antialias": bool(desc["Antialiased"])}


def maps_of(a: dict, in_sizes, out_sizes) -> list:
    return rs.dimension_maps(in_sizes, out_sizes, a["scales"], a["in_offsets"], a["out_offsets"], a["linear"],
                             a["round_up"], a["shift"], a["antialias"])


class Resample(Kind):
    names = ("resample",)

    @staticmethod
    def shift(op) -> float:
        return float(op.semantics.get("nearest_shift", 0.0))

    def lower(self, specs, op, desc, tensors):
        x, y = tensors["InputTensor"], tensors["OutputTensor"]
        a = arguments(op.with_implied(desc), len(x.sizes), self.shift(op))
        return ResamplePlan(tuple(x.sizes), tuple(y.sizes), in_type=x.data_type.name, **a)

    def compute(self, specs, op, desc, tensors, x):
        y = tensors["OutputTensor"]
        a = arguments(op.with_implied(desc), len(y.sizes), self.shift(op))
        maps = maps_of(a, tuple(tensors["InputTensor"].sizes), tuple(y.sizes))
        return {"OutputTensor": rs.resample(x["InputTensor"], maps, a["linear"], y.data_type.numpy)}

    def reach(self, desc, marked):
        """``desc`` as OperatorSpec.with_implied gives it. The output's sizes are not in ``marked``:
        the desc's OutputTensor gives them. Nearest neighbour's shift (semantics.nearest_shift) is
        not in the desc either: the union over the shifts the specs use (-0.5, 0, 0.5) is taken."""
        out = tuple(desc["OutputTensor"]["Sizes"])
        reached = None
        for shift in (-0.5, 0.0, 0.5):
            a = arguments(desc, marked.ndim, shift)
            r = rs.resample_reach(marked, maps_of(a, marked.shape, out), a["linear"])
            reached = r if reached is None else reached | r
            if a["linear"]:
                break
        return reached

    def working_bytes(self, op, desc, tensors):
        out = tensors.get("OutputTensor")
        if out is None:
            return []
        n = out.element_count * 8 * 3  # float64 sums and a term per dimension, each at most the output's
        return [("desc.OutputTensor.Sizes", n, f"the reference's float64 resampling takes about {n} bytes ({human(n)})")]
