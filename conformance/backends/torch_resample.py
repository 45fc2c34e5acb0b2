"""torch.nn.functional.interpolate for the resample kind's plan (conformance/kinds/resample.py), where
its convention is DirectML's exactly: 'linear' / 'bilinear' / 'trilinear' with align_corners=False
is x = (X + 0.5) / s - 0.5 clamped (DirectML's offsets 0.5 and -0.5); 'nearest-exact' is
floor((X + 0.5) / s), DirectML's floor(x + 0.5) at those offsets or floor(x) at 0 and -0.5;
'nearest' is floor(X / s), floor(x) at offsets 0 and 0 (pytorch/pytorch#34808). The scale is given
as scale_factor (recompute_scale_factor=False), so the output is floor(input * scale); the resampled
dimensions must be the last one to three, the others copied through."""

from __future__ import annotations

import numpy as np

MODES = {1: "linear", 2: "bilinear", 3: "trilinear"}


def _nearest_mode(plan, d: int) -> str | None:
    """torch's nearest mode whose index is DirectML's for dimension d, or None."""
    if plan.round_up:
        return None
    i, o = plan.in_offsets[d] - plan.shift, plan.out_offsets[d]  # DirectML rounds x + shift down
    if (i, o) == (0.0, -0.5):
        return "nearest-exact"
    if (i, o) == (0.0, 0.0):
        return "nearest"
    return None


def torch_form(plan) -> tuple[str, list[int], str]:
    """(mode, the resampled dimensions, "") or ("", [], why not)."""
    moved = plan.moved()
    rank = len(plan.in_sizes)
    if not moved:
        moved = [rank - 1]
    first = min(moved)
    spatial = list(range(first, rank))
    if len(spatial) > 3 or first < 1:
        return "", [], ("torch's interpolate resamples the last one to three dimensions of an (N, C, ...) tensor: "
                        f"dimensions {moved} of {rank} are resampled")
    for d in spatial:
        if plan.out_sizes[d] != int(np.floor(plan.in_sizes[d] * plan.scales[d])):
            return "", [], (f"torch's interpolate with scale_factor sizes the output floor(input * scale) (dimension {d}: "
                            f"not {plan.out_sizes[d]}); with size it takes the scale output / input, not DirectML's")
    if plan.linear:
        if plan.antialiased_dims():
            return "", [], "torch's antialias stretches every downscale's filter; DirectML's only where 1 / Scale > 2"
        if plan.in_type not in ("FLOAT32", "FLOAT16"):
            return "", [], f"torch's interpolate interpolates floats only, not {plan.in_type}"
        if any(np.frexp(plan.scales[d])[0] != 0.5 for d in spatial):
            return "", [], ("torch's linear interpolate maps through the FLOAT32 reciprocal of scale_factor (1/3 rounded): "
                            "at a scale that is no power of two an integer x comes out 3e-8 off, and the element after it "
                            "weighs that much where the page's weight is 0, past a tolerance measured at the result")
        if any((plan.in_offsets[d], plan.out_offsets[d]) != (0.5, -0.5) for d in spatial):
            return "", [], "torch's linear interpolate (align_corners=False) takes the pixel centres: offsets 0.5 and -0.5 only"
        return MODES[len(spatial)], spatial, ""
    modes = {_nearest_mode(plan, d) for d in spatial}
    if len(modes) != 1 or None in modes:
        return "", [], ("torch's nearest modes are floor(X / s) ('nearest') and floor((X + 0.5) / s) ('nearest-exact'), "
                        "one for every resampled dimension: these offsets and rounding are neither")
    return modes.pop(), spatial, ""


def torch_resample(backend, plan, x: np.ndarray) -> np.ndarray:
    import torch

    mode, spatial, why = torch_form(plan)
    if why:
        raise ValueError(why)
    first = spatial[0]
    lead = int(np.prod(plan.in_sizes[:first], dtype=np.int64))
    t = backend.to_device(np.ascontiguousarray(x).reshape((lead, 1) + tuple(plan.in_sizes[first:])))
    kwargs = {} if mode.startswith("nearest") else {"align_corners": False}
    y = torch.nn.functional.interpolate(t, scale_factor=[float(plan.scales[d]) for d in spatial], mode=mode,
                                        recompute_scale_factor=False, **kwargs)
    return backend.to_numpy(y.contiguous()).reshape(tuple(plan.out_sizes))
