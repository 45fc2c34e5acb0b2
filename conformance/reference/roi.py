"""Regions of interest: ROI_ALIGN1 (ROI_ALIGN at its implied offsets) and ROI_POOLING, in float64.

ROI_ALIGN1 follows its page's pseudocode with the Y scale from the Y sizes (erratum
y-scale-from-x-sizes). Where the page is silent the conventions are DirectML 1.15.4's, observed
under Wine (docs/notes-roi.md says which and from what)."""

from __future__ import annotations

import math

import numpy as np

UINT32_MAX = 2**32 - 1


def samples_per_output(size: float, out: int, lo: int, hi: int) -> int:
    """inputSamplesPerOutputSample: ceil(|region size| / output size) clamped to [lo, hi]
    (Members: MinimumSamplesPerOutput: "ScaledCropSize / OutputSize, then clamping")."""
    n = math.ceil(abs(size) / out) if out else 0
    return int(min(max(n, lo), hi))


def _axis_samples(start: float, size: float, out: int, n: int, in_off: float, out_off: float,
                  corners: bool) -> np.ndarray:
    """The input coordinates of the out * n samples along one axis, one row of n per output
    element: (sample - OutputPixelOffset) * scale + start - InputPixelOffset, the scale the
    region's size over out * n samples (over out * n - 1 gaps, corner to corner, when
    AlignRegionsToCorners: DirectML 1.15.4 observed, offsets applied alike)."""
    total = out * n
    k = np.arange(total, dtype=np.float64)
    if corners and total == 1:  # a single sample: the region's centre (DirectML 1.15.4 observed)
        coords = np.array([start + size / 2 - in_off])
    else:
        coords = (k - out_off) * (size / (total - 1) if corners else size / total) + start - in_off
    return coords.reshape(out, n)


def _inside(c: np.ndarray, n: int, corners: bool) -> tuple[np.ndarray, np.ndarray]:
    """(read, c clamped): a sample coordinate reads the input when -1 < c < n, at c clamped into
    [0, n - 1]; with AlignRegionsToCorners only when 0 <= c <= n - 1 (the page is silent;
    DirectML 1.15.4 observed: -1 and n themselves read OutOfBoundsInputValue, -0.75 reads element 0,
    7.75 of 8 element 7; with corners -0.125 and 3.25 of 4 read OutOfBoundsInputValue)."""
    if corners:
        return (c >= 0) & (c <= n - 1), np.clip(c, 0, n - 1)
    return (c > -1) & (c < n), np.clip(c, 0, n - 1)


def _linear(plane: np.ndarray, ys: np.ndarray, xs: np.ndarray, outside: float, corners: bool) -> np.ndarray:
    """Bilinear interpolation of ``plane`` ({C, H, W}) at every (y, x) pair (broadcast) that
    reads the input (``_inside``), ``outside`` elsewhere."""
    c, h, w = plane.shape
    (ry, ys), (rx, xs) = _inside(ys, h, corners), _inside(xs, w, corners)
    y0, x0 = np.floor(ys), np.floor(xs)
    fy, fx = ys - y0, xs - x0
    y0, x0 = y0.astype(np.int64), x0.astype(np.int64)
    y1, x1 = np.minimum(y0 + 1, h - 1), np.minimum(x0 + 1, w - 1)
    v = ((1 - fy) * ((1 - fx) * plane[:, y0, x0] + fx * plane[:, y0, x1])
         + fy * ((1 - fx) * plane[:, y1, x0] + fx * plane[:, y1, x1]))
    return np.where(ry & rx, v, outside)


def _nearest(plane: np.ndarray, ys: np.ndarray, xs: np.ndarray, outside: float, corners: bool) -> np.ndarray:
    """The element nearest each (y, x) that reads the input (``_inside``; halves rounded up:
    DirectML 1.15.4 observed 1.5 -> 2 and 2.5 -> 3), ``outside`` elsewhere."""
    c, h, w = plane.shape
    (ry, ys), (rx, xs) = _inside(ys, h, corners), _inside(xs, w, corners)
    yi = np.minimum(np.floor(ys + 0.5), h - 1).astype(np.int64)
    xi = np.minimum(np.floor(xs + 0.5), w - 1).astype(np.int64)
    return np.where(ry & rx, plane[:, yi, xi], outside)


def roi_align(x: np.ndarray, rois: np.ndarray, batch: np.ndarray, out_h: int, out_w: int, maximum: bool,
              linear: bool, scale_x: float, scale_y: float, in_off: float, out_off: float, outside: float,
              lo: int, hi: int, corners: bool) -> np.ndarray:
    """ROI_ALIGN1 in float64: x {N, C, H, W}, rois {R, 4} ([x1, y1, x2, y2]), batch {R}; the output
    {R, C, out_h, out_w}. ``lo`` >= 1 and ``hi`` >= ``lo`` (CreateOperator refuses others)."""
    x = np.asarray(x, dtype=np.float64)
    n_batch, c = x.shape[:2]
    out = np.empty((len(rois), c, out_h, out_w))
    for r, (x1, y1, x2, y2) in enumerate(np.asarray(rois, dtype=np.float64)):
        x1, x2, y1, y2 = x1 * scale_x, x2 * scale_x, y1 * scale_y, y2 * scale_y
        nx = samples_per_output(x2 - x1, out_w, lo, hi)
        ny = samples_per_output(y2 - y1, out_h, lo, hi)
        # an index past the batch reads the last batch (unspecified: "The behavior is undefined";
        # DirectML 1.15.4 observed, indices 2, 5 and 7 of 2 batches)
        b = min(int(batch[r]), n_batch - 1)
        xs = _axis_samples(x1, x2 - x1, out_w, nx, in_off, out_off, corners)  # {out_w, nx}
        ys = _axis_samples(y1, y2 - y1, out_h, ny, in_off, out_off, corners)  # {out_h, ny}
        yy = ys[:, None, :, None]  # {out_h, 1, ny, 1}
        xx = xs[None, :, None, :]  # {1, out_w, 1, nx}
        yy, xx = np.broadcast_arrays(yy, xx)
        with np.errstate(invalid="ignore", over="ignore"):  # an infinite input times a weight of 0 (infinite-inputs)
            v = (_linear if linear else _nearest)(x[b], yy, xx, outside, corners)  # {C, out_h, out_w, ny, nx}
        out[r] = v.max(axis=(3, 4)) if maximum else v.mean(axis=(3, 4))
    return out


def channel_reach(n_rois: int, c: int, out_h: int, out_w: int, marked: np.ndarray) -> np.ndarray:
    """The output elements that may read a marked input element: any marked element of the same
    channel reaches every output of that channel (a region may sample anywhere)."""
    per_channel = np.asarray(marked, dtype=bool).any(axis=(0, 2, 3))
    return np.broadcast_to(per_channel[None, :, None, None], (n_rois, c, out_h, out_w)).copy()


def roi_pooling(x: np.ndarray, rois: np.ndarray, pooled_h: int, pooled_w: int, scale: float) -> np.ndarray:
    """ROI_POOLING: x {N, C, H, W}, rois {R, 5} ([BatchID, x1, y1, x2, y2]); the output {R, C,
    pooled_h, pooled_w}, each element the maximum of its bin (the page's equations: corners rounded
    after SpatialScale, inclusive, each bin from floor(i * size / pooled) to ceil((i + 1) * size /
    pooled), clamped into the input); an empty bin gives 0. Where the page is silent, DirectML 1.15.4's
    answers (observed): halves rounded to even (0.5 -> 0, 2.5 -> 2), an inverted region one element
    wide (size max(x2 - x1 + 1, 1)), a batch index past the batch clamped into it. The maximum is one
    of the input's elements, returned in the input's type."""
    n, c, h, w = x.shape
    out = np.zeros((len(rois), c, pooled_h, pooled_w), dtype=x.dtype)
    for r, roi in enumerate(np.asarray(rois, dtype=np.float64)):
        b = min(max(int(roi[0]), 0), n - 1)
        x1, y1, x2, y2 = (int(np.round(np.float32(v) * np.float32(scale))) for v in roi[1:])
        rh, rw = max(y2 - y1 + 1, 1), max(x2 - x1 + 1, 1)
        for i in range(pooled_h):
            ys = min(max(i * rh // pooled_h + y1, 0), h)
            ye = min(max(((i + 1) * rh + pooled_h - 1) // pooled_h + y1, 0), h)
            for j in range(pooled_w):
                xs = min(max(j * rw // pooled_w + x1, 0), w)
                xe = min(max(((j + 1) * rw + pooled_w - 1) // pooled_w + x1, 0), w)
                if ye > ys and xe > xs:
                    out[r, :, i, j] = x[b, :, ys:ye, xs:xe].max(axis=(1, 2))
    return out
