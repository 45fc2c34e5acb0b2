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


def _taps(c: np.ndarray, n: int, corners: bool, linear: bool):
    """Per sample coordinate along one axis: (read, low index, high index, weight of the high one,
    d(position)/d(c) is 1 where the coordinate is not clamped), the forward's own sampling
    (``_inside``; nearest: one index, weight 0 on the other)."""
    read, cc = _inside(c, n, corners)
    if linear:
        lo = np.floor(cc)
        f = cc - lo
        lo = lo.astype(np.int64)
        return read, lo, np.minimum(lo + 1, n - 1), f, (c == cc)
    i = np.minimum(np.floor(cc + 0.5), n - 1).astype(np.int64)
    return read, i, i, np.zeros_like(cc), np.zeros(c.shape, dtype=bool)


def roi_align_grad(dy: np.ndarray, rois: np.ndarray, batch: np.ndarray, in_sizes, x, maximum: bool,
                   linear: bool, scale_x: float, scale_y: float, in_off: float, out_off: float, outside: float,
                   lo: int, hi: int, corners: bool) -> tuple[np.ndarray, np.ndarray]:
    """ROI_ALIGN_GRAD in float64: (the gradient of ROI_ALIGN1's InputTensor, of its ROITensor {R, 4}).
    The first is the transpose of the forward's sampling: each incoming element dy {R, C, H', W'}
    added, times the weight the forward gave it (bilinear weight / sample count for AVERAGE; for
    MAX the weights of the sample the forward picked, the first of the largest, from ``x``), into
    the elements the forward read. The second is the derivative of the forward's value along each
    corner (the samples' coordinates move with x1, y1, x2, y2; a clamped coordinate does not), for
    fixed sample counts."""
    n_batch, c, h, w = (int(s) for s in in_sizes)
    dy = np.asarray(dy, dtype=np.float64)
    xv = None if x is None else np.asarray(x, dtype=np.float64)
    dx = np.zeros((n_batch, c, h, w))
    droi = np.zeros((len(rois), 4))
    _, _, out_h, out_w = dy.shape
    for r, (x1, y1, x2, y2) in enumerate(np.asarray(rois, dtype=np.float64)):
        sx1, sx2, sy1, sy2 = x1 * scale_x, x2 * scale_x, y1 * scale_y, y2 * scale_y
        nx = samples_per_output(sx2 - sx1, out_w, lo, hi)
        ny = samples_per_output(sy2 - sy1, out_h, lo, hi)
        b = min(int(batch[r]), n_batch - 1)
        cx = _axis_samples(sx1, sx2 - sx1, out_w, nx, in_off, out_off, corners)  # {out_w, nx}
        cy = _axis_samples(sy1, sy2 - sy1, out_h, ny, in_off, out_off, corners)  # {out_h, ny}
        # d(coordinate)/d(first corner) along each axis (the second's is its complement to the scale)
        ax = _corner_share(out_w, nx, out_off, corners)
        ay = _corner_share(out_h, ny, out_off, corners)
        rx, x0, x1i, fx, mx = _taps(cx, w, corners, linear)
        ry, y0, y1i, fy, my = _taps(cy, h, corners, linear)
        yy = (slice(None), None, slice(None), None)  # {out_h, 1, ny, 1}
        xx = (None, slice(None), None, slice(None))  # {1, out_w, 1, nx}
        read = ry[yy] & rx[xx]
        corners4 = [(y0[yy], x0[xx], (1 - fy[yy]) * (1 - fx[xx])), (y0[yy], x1i[xx], (1 - fy[yy]) * fx[xx]),
                    (y1i[yy], x0[xx], fy[yy] * (1 - fx[xx])), (y1i[yy], x1i[xx], fy[yy] * fx[xx])]
        shape = (out_h, out_w, ny, nx)
        if maximum:
            with np.errstate(invalid="ignore", over="ignore"):
                v = roi_samples(xv[b], cy, cx, linear, outside, corners)  # {C, out_h, out_w, ny, nx}
            flat = v.reshape(c, out_h, out_w, ny * nx)
            pick = np.zeros(flat.shape)
            np.put_along_axis(pick, np.nanargmax(np.where(np.isnan(flat), -np.inf, flat), axis=-1)[..., None], 1.0,
                              axis=-1)
            share = pick.reshape(c, *shape)
        else:
            share = np.full((c,) + shape, 1.0 / (ny * nx))
        with np.errstate(invalid="ignore", over="ignore"):  # an infinite dy outside, or times a weight of 0
            g = dy[r][:, :, :, None, None] * share * read  # {C, out_h, out_w, ny, nx}
        for yi, xi, wt in corners4:
            yi, xi, wt = (np.broadcast_to(a, shape) for a in (yi, xi, wt))
            flat = (yi * w + xi).reshape(-1)
            with np.errstate(invalid="ignore", over="ignore"):
                np.add.at(dx[b].reshape(c, h * w), (slice(None), flat), (g * wt).reshape(c, -1))
        if xv is not None:
            plane = xv[b]
            with np.errstate(invalid="ignore", over="ignore"):
                v00, v01 = plane[:, y0[yy], x0[xx]], plane[:, y0[yy], x1i[xx]]
                v10, v11 = plane[:, y1i[yy], x0[xx]], plane[:, y1i[yy], x1i[xx]]
                gx = ((1 - fy[yy]) * (v01 - v00) + fy[yy] * (v11 - v10)) * mx[xx]
                gy = ((1 - fx[xx]) * (v10 - v00) + fx[xx] * (v11 - v01)) * my[yy]
                gx, gy = (np.broadcast_to(a, (c,) + shape) * g for a in (gx, gy))
                sxw = gx.sum(axis=(0, 1, 3))  # {out_w, nx}
                syw = gy.sum(axis=(0, 2, 4))  # {out_h, ny}
                droi[r] = [scale_x * (sxw * ax).sum(), scale_y * (syw * ay).sum(),
                           scale_x * (sxw * (1 - ax)).sum(), scale_y * (syw * (1 - ay)).sum()]
    return dx, droi


def _corner_share(out: int, n: int, out_off: float, corners: bool) -> np.ndarray:
    """d(sample coordinate)/d(x1) per sample {out, n} (d/d(x2) is 1 minus it): 1 - (k - OutputPixelOffset)
    / samples, over samples - 1 gaps with AlignRegionsToCorners, one half for its single centre sample."""
    total = out * n
    k = np.arange(total, dtype=np.float64)
    if corners and total == 1:
        return np.full((out, n), 0.5)
    return (1 - (k - out_off) / ((total - 1) if corners else total)).reshape(out, n)


def roi_samples(plane: np.ndarray, cy: np.ndarray, cx: np.ndarray, linear: bool, outside: float,
                corners: bool) -> np.ndarray:
    """The forward's samples of ``plane`` {C, H, W} at the grid cy {out_h, ny} x cx {out_w, nx}:
    {C, out_h, out_w, ny, nx}."""
    yy, xx = np.broadcast_arrays(cy[:, None, :, None], cx[None, :, None, :])
    return (_linear if linear else _nearest)(plane, yy, xx, outside, corners)
