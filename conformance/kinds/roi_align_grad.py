"""ROI_ALIGN_GRAD (``roi_align_grad``): the gradient of ROI_ALIGN1 (conformance/kinds/roi.py) with
respect to its InputTensor (OutputGradientTensor: for fixed ROIs the transpose of the forward's
sampling weights, AVERAGE's divided by the sample count, MAX's on the sample the forward picked)
and its ROITensor (OutputROIGradientTensor: the derivative of the forward's value along each
corner, never judged: spec unspecified roi-gradient-formula). Float64 sums, one rounding
(conformance/reference/roi.py ``roi_align_grad``).

Every unspecified item is detected here (``result_detectors``) as masks per output: the two
outputs differ in shape, so one input-shaped reach could not say which of their elements read a
marked element."""

from __future__ import annotations

import numpy as np

from .. import elementwise
from ..reference import roi as ref
from .kind import Kind

OUTPUTS = ("OutputGradientTensor", "OutputROIGradientTensor")
# two samples whose values differ by less than this fraction of the plane's largest magnitude may
# be picked either way by a forward that rounds in FLOAT16 (2^-8: a few of its ULPs)
NEAR_TIE = 2.0 ** -8


# DirectML.h's values, for a desc that gives numbers where ``magnitude`` has no enum tables
MAX, LINEAR = 7, 1  # DML_REDUCE_FUNCTION_MAX, DML_INTERPOLATION_MODE_LINEAR


def _is(value, name: str, number: int) -> bool:
    return value == number if isinstance(value, int) else str(value).endswith(name)


def _fields(desc: dict) -> dict:
    return {"maximum": _is(desc["ReductionFunction"], "_MAX", MAX),
            "linear": _is(desc["InterpolationMode"], "_LINEAR", LINEAR),
            "scale_x": float(np.float32(desc["SpatialScaleX"])), "scale_y": float(np.float32(desc["SpatialScaleY"])),
            "in_off": float(np.float32(desc["InputPixelOffset"])), "out_off": float(np.float32(desc["OutputPixelOffset"])),
            "lo": int(desc["MinimumSamplesPerOutput"]), "hi": int(desc["MaximumSamplesPerOutput"]),
            "corners": bool(desc["AlignRegionsToCorners"])}


def _in_sizes(desc: dict) -> list[int]:
    """The forward's input sizes: OutputGradientTensor's, else InputTensor's."""
    t = desc.get("OutputGradientTensor") or desc["InputTensor"]
    return [int(s) for s in t["Sizes"]]


def _planes(x: dict) -> tuple:
    dy = np.asarray(x["InputGradientTensor"], dtype=np.float64)
    return (dy.reshape((-1,) + dy.shape[-3:]) if dy.ndim >= 3 else dy, np.reshape(x["ROITensor"], (-1, 4)),
            np.reshape(x["BatchIndicesTensor"], (-1,)))


def gradients(desc: dict, x: dict, dy=None) -> dict[str, np.ndarray]:
    """Both float64 gradients for the desc's present outputs (``dy`` in place of InputGradientTensor)."""
    g, rois, batch = _planes(x)
    f = _fields(desc)
    xv = x.get("InputTensor")
    dx, droi = ref.roi_align_grad(g if dy is None else dy, rois, batch, _in_sizes(desc), xv, outside=-np.inf, **f)
    out = {}
    if desc.get("OutputGradientTensor"):
        out["OutputGradientTensor"] = dx
    if desc.get("OutputROIGradientTensor"):
        out["OutputROIGradientTensor"] = droi.reshape(desc["OutputROIGradientTensor"]["Sizes"])
    return out


def _everywhere(desc: dict, names=OUTPUTS) -> dict[str, np.ndarray]:
    return {n: np.ones(desc[n]["Sizes"], dtype=bool) for n in names if desc.get(n)}


def _max_picks(specs, op, desc, x):
    """Under MAX, every element of OutputGradientTensor when a region's samples hold one outside the
    input or two within NEAR_TIE of each other (the pick is unspecified there)."""
    if not desc.get("OutputGradientTensor") or x.get("InputTensor") is None:
        return None
    f = _fields(desc)
    if not f["maximum"]:
        return None
    g, rois, batch = _planes(x)
    xv = np.asarray(x["InputTensor"], dtype=np.float64)
    _, _, out_h, out_w = g.shape
    for r, (x1, y1, x2, y2) in enumerate(np.asarray(rois, dtype=np.float64)):
        sx1, sx2, sy1, sy2 = x1 * f["scale_x"], x2 * f["scale_x"], y1 * f["scale_y"], y2 * f["scale_y"]
        nx = ref.samples_per_output(sx2 - sx1, out_w, f["lo"], f["hi"])
        ny = ref.samples_per_output(sy2 - sy1, out_h, f["lo"], f["hi"])
        cx = ref._axis_samples(sx1, sx2 - sx1, out_w, nx, f["in_off"], f["out_off"], f["corners"])
        cy = ref._axis_samples(sy1, sy2 - sy1, out_h, ny, f["in_off"], f["out_off"], f["corners"])
        plane = xv[min(int(batch[r]), xv.shape[0] - 1)]
        with np.errstate(invalid="ignore", over="ignore"):
            v = ref.roi_samples(plane, cy, cx, f["linear"], np.nan, f["corners"]).reshape(*plane.shape[:1], out_h, out_w, -1)
        if np.isnan(v).any():
            return _everywhere(desc, ("OutputGradientTensor",))
        if v.shape[-1] > 1:
            top = np.sort(v, axis=-1)[..., -2:]
            scale = max(float(np.abs(plane).max()), np.finfo(np.float64).tiny)
            # samples at one coordinate tie harmlessly (their weights are the same): only distinct values count
            if ((top[..., 1] - top[..., 0] < NEAR_TIE * scale) & (top[..., 1] != top[..., 0])).any():
                return _everywhere(desc, ("OutputGradientTensor",))
            if _distinct_ties(v, cy, cx):
                return _everywhere(desc, ("OutputGradientTensor",))
    return None


def _distinct_ties(v: np.ndarray, cy: np.ndarray, cx: np.ndarray) -> bool:
    """Whether some output's largest value is held by samples at different coordinates."""
    ny, nx = cy.shape[1], cx.shape[1]
    coords = np.stack(np.broadcast_arrays(cy[:, None, :, None], cx[None, :, None, :]), axis=-1)
    coords = coords.reshape(cy.shape[0], cx.shape[0], ny * nx, 2)
    best = v == v.max(axis=-1, keepdims=True)
    for idx in zip(*np.nonzero(best.sum(axis=-1) > 1)):
        at = coords[idx[1], idx[2]][best[idx]]
        if (at != at[0]).any():
            return True
    return False


def _non_finite(kind: str):
    def detector(specs, op, desc, x):
        test = np.isnan if kind == "nan" else np.isinf
        if any(test(np.asarray(x[n], dtype=np.float64)).any() for n in ("InputGradientTensor", "InputTensor")
               if x.get(n) is not None):
            return _everywhere(desc)
        return None
    return detector


class RoiAlignGrad(Kind):
    names = ("roi_align_grad",)
    reads_input_tensor = False  # InputGradientTensor; InputTensor is optional

    def exact_outputs(self, specs, op, desc, x):
        return gradients(desc, x)

    def compute(self, specs, op, desc, tensors, x):
        out = self.exact_outputs(specs, op, desc, x)
        return {n: elementwise.narrow(y, tensors[n].data_type.numpy) for n, y in out.items()}

    def magnitude(self, op, desc, x):
        """The sum of |terms|: the gradients of |InputGradientTensor| (the weights are nonnegative;
        MAX's picks are the forward's on the signed input)."""
        return gradients(desc, x, np.abs(_planes(x)[0]))

    def result_detectors(self):
        return {"roi-gradient": lambda specs, op, desc, x: _everywhere(desc, ("OutputROIGradientTensor",)) or None,
                "max-picks": _max_picks, "nan-anywhere": _non_finite("nan"), "infinite-anywhere": _non_finite("inf")}

    def marked_tensors(self, x):
        return ["InputGradientTensor"]

    def working_bytes(self, op, desc, tensors):
        dy, dx = tensors.get("InputGradientTensor"), tensors.get("OutputGradientTensor") or tensors.get("InputTensor")
        if dy is None or dx is None:
            return []
        n = (dy.element_count * 4 * 6 + dx.element_count) * 8 * 2
        return [("desc.InputGradientTensor.Sizes", n, f"the reference's float64 samples and taps take about {n} bytes")]
