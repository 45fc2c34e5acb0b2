"""CONVOLUTION (DML_CONVOLUTION_OPERATOR_DESC): forward and backward (transposed) convolution or
cross-correlation over 1 to 3 spatial dimensions, in groups, plus a per-channel bias.

Computed in float64 and rounded once into the output's type by the caller. Every product of two
FLOAT32 (or FLOAT16) values is exact in float64, and the sums of the suite's few dozen terms err
by far less than one FLOAT32 ULP of the magnitude the tolerance is measured at (the argument of
conformance/reference/gemm.py).

Forward cross-correlation is im2col: the padded input's windows (a strided view, no copy until
the matrix product) times the filter as a matrix, one product per group. CONVOLUTION mode
reverses the filter along every spatial dimension. Backward is the adjoint of forward with the
same fields, by col2im: every input element times every filter element (one matrix product per
group), each window element's products added at i * stride + k * dilation (a loop over the
window's elements, each a strided slice of the whole output), then StartPadding and EndPadding
cropped. Only real products are summed, so an infinite filter element meets no zero the
implementation invented (a stride's gap, the padding). The bias is added, then OutputPadding appends zeros at the end of each
spatial dimension in either direction (not the elements EndPadding cropped from the adjoint, as
ONNX ConvTranspose's and torch's output_padding hold), and the caller's fused activation
applies to all: DirectML's reading of the page (spec: unspecified output-padding-values).
"""

from __future__ import annotations

import itertools
import math

import numpy as np
from numpy.lib.stride_tricks import as_strided


def _pad_crop(a: np.ndarray, before: list[int], after: list[int]) -> np.ndarray:
    """``a`` padded with zeros (or cropped, where negative) before and after each spatial
    dimension (the dimensions after the first two)."""
    crop = tuple([slice(None)] * 2 + [slice(max(-b, 0), a.shape[i + 2] - max(-e, 0))
                                      for i, (b, e) in enumerate(zip(before, after))])
    a = a[crop]
    pad = [(0, 0), (0, 0)] + [(max(b, 0), max(e, 0)) for b, e in zip(before, after)]
    return np.pad(a, pad) if any(p != (0, 0) for p in pad) else a


def _correlate(xp: np.ndarray, w: np.ndarray, strides, dilations, out_sizes, groups: int) -> np.ndarray:
    """Forward grouped cross-correlation of the already padded ``xp`` {N, C, *P} with ``w``
    {M, C / groups, *K}: out {N, M, *out_sizes}, out[n, g*Mg + m, o] = sum over c, k of
    xp[n, g*Cg + c, o*stride + k*dilation] * w[g*Mg + m, c, k]."""
    n, c = xp.shape[:2]
    m = w.shape[0]
    ks = list(w.shape[2:])
    dims = len(ks)
    cg, mg = c // groups, m // groups
    # the windows as a strided view {N, G, Cg, *O, *K}: no copy
    st = xp.strides
    view = as_strided(xp, shape=(n, groups, cg, *out_sizes, *ks),
                      strides=(st[0], st[1] * cg, st[1], *[st[2 + i] * strides[i] for i in range(dims)],
                               *[st[2 + i] * dilations[i] for i in range(dims)]), writeable=False)
    spatial = list(range(3, 3 + dims))
    window = list(range(3 + dims, 3 + 2 * dims))
    # im2col: {G, N * O, Cg * K} times the filter {G, Cg * K, Mg}
    cols = view.transpose([1, 0, *spatial, 2, *window]).reshape(groups, n * math.prod(out_sizes), cg * math.prod(ks))
    mat = w.reshape(groups, mg, cg * math.prod(ks)).transpose(0, 2, 1)
    y = np.matmul(cols, mat)  # {G, N * O, Mg}
    y = y.reshape(groups, n, *out_sizes, mg)
    return np.moveaxis(y, -1, 1).transpose(2, 0, 1, *range(3, 3 + dims)).reshape(n, m, *out_sizes)


def _scatter(x: np.ndarray, w: np.ndarray, strides, dilations, start, natural, groups: int) -> np.ndarray:
    """Backward: the adjoint of the forward cross-correlation with ``w`` {C_in, Mg, *K}: each input
    element adds its products with the filter at i * stride - start + k * dilation (col2im: the
    products of every input element and window element as one matrix product per group, then one
    strided slice-add per window element). Only real products are summed: no zero of a stride's
    gap or of padding meets the filter (0 * inf would be NaN where no input element is)."""
    n, c_in = x.shape[:2]
    mg = w.shape[1]
    ks = list(w.shape[2:])
    dims = len(ks)
    cg = c_in // groups
    sizes = list(x.shape[2:])
    # {G, N * I, Cg} x {G, Cg, Mg * K} -> {N, G, Mg, *I, *K}
    lhs = x.reshape(n, groups, cg, -1).transpose(1, 0, 3, 2).reshape(groups, -1, cg)
    rhs = w.reshape(groups, cg, mg * math.prod(ks))
    cols = np.matmul(lhs, rhs).reshape(groups, n, *sizes, mg, *ks)
    cols = cols.transpose(1, 0, 2 + dims, *range(2, 2 + dims), *range(3 + dims, 3 + 2 * dims))
    full = [(sizes[i] - 1) * strides[i] + (ks[i] - 1) * dilations[i] + 1 for i in range(dims)]
    y = np.zeros((n, groups, mg, *full))
    for k in itertools.product(*(range(s) for s in ks)):
        at = tuple(slice(k[i] * dilations[i], k[i] * dilations[i] + (sizes[i] - 1) * strides[i] + 1, strides[i])
                   for i in range(dims))
        y[(slice(None), slice(None), slice(None)) + at] += cols[(Ellipsis,) + k]
    y = y.reshape(n, groups * mg, *full)
    return y[(slice(None), slice(None)) + tuple(slice(start[i], start[i] + natural[i]) for i in range(dims))]


def convolution_exact(x: np.ndarray, w: np.ndarray, b: np.ndarray | None, flip: bool, backward: bool,
                      strides, dilations, start, end, output_padding, groups: int,
                      out_sizes=None) -> np.ndarray:
    """The convolution in float64 before its rounding (``flip``: the filter reversed along every
    spatial dimension, i.e. CONVOLUTION mode; ``backward``: the transposed direction). The
    output's spatial sizes are the derived formula's unless ``out_sizes`` gives them."""
    x64 = np.asarray(x, dtype=np.float64)
    w64 = np.asarray(w, dtype=np.float64)
    dims = x64.ndim - 2
    strides, dilations, start, end, opad = (list(map(int, v)) for v in (strides, dilations, start, end,
                                                                           output_padding))
    ks = list(w64.shape[2:])
    span = [(k - 1) * d + 1 for k, d in zip(ks, dilations)]
    spatial = tuple(range(2, 2 + dims))
    if flip:
        w64 = np.flip(w64, axis=spatial)
    if not backward:
        natural = [(x64.shape[i + 2] + start[i] + end[i] - span[i]) // strides[i] + 1 for i in range(dims)]
        xp = _pad_crop(x64, start, end)
        y = _correlate(xp, w64, strides, dilations, natural, groups)
    else:
        sizes = list(x64.shape[2:])
        natural = [(sizes[i] - 1) * strides[i] + span[i] - start[i] - end[i] for i in range(dims)]
        y = _scatter(x64, w64, strides, dilations, start, natural, groups)
    if b is not None:
        y = y + np.asarray(b, dtype=np.float64).reshape((1, -1) + (1,) * dims)
    # OutputPadding: zeros after the result with its bias (the caller's fused activation follows)
    want = list(out_sizes) if out_sizes is not None else [s + p for s, p in zip(natural, opad)]
    return _pad_crop(y, [0] * dims, [wn - s for wn, s in zip(want, natural)])


def convolution_magnitude(x: np.ndarray, w: np.ndarray, b: np.ndarray | None, *fields, **kw) -> np.ndarray:
    """The convolution of |input| and |filter| plus |bias|: the scale its rounding error is
    bounded by (its terms may cancel, so the result itself can be far smaller)."""
    return convolution_exact(np.abs(x), np.abs(w), None if b is None else np.abs(b), *fields, **kw)


def backward_through_gaps(x: np.ndarray, w: np.ndarray, flip: bool, strides, dilations, start, end,
                          groups: int) -> np.ndarray:
    """Backward as implementations often compute it (no bias, no OutputPadding): a forward
    cross-correlation of stride 1 over the input spread by the strides (zeros in the gaps) and
    padded with zeros, with the filter reversed and its channel dimensions exchanged in each
    group. Equal to ``convolution_exact`` on finite values; where an infinite filter element meets
    a gap or the padding it gives NaN (0 * inf) that the adjoint's real products do not."""
    x64 = np.asarray(x, dtype=np.float64)
    w64 = np.asarray(w, dtype=np.float64)
    dims = x64.ndim - 2
    spatial = tuple(range(2, 2 + dims))
    if flip:
        w64 = np.flip(w64, axis=spatial)
    ks = list(w64.shape[2:])
    span = [(k - 1) * d + 1 for k, d in zip(ks, dilations)]
    sizes = list(x64.shape[2:])
    natural = [(sizes[i] - 1) * strides[i] + span[i] - start[i] - end[i] for i in range(dims)]
    spread = np.zeros(x64.shape[:2] + tuple((s - 1) * st + 1 for s, st in zip(sizes, strides)))
    spread[(slice(None), slice(None)) + tuple(slice(None, None, st) for st in strides)] = x64
    before = [span[i] - 1 - start[i] for i in range(dims)]
    after = [natural[i] + span[i] - 1 - before[i] - spread.shape[i + 2] for i in range(dims)]
    c_in, mg = w64.shape[:2]
    cg = c_in // groups
    wf = w64.reshape(groups, cg, mg, *ks).swapaxes(1, 2).reshape(groups * mg, cg, *ks)
    wf = np.flip(wf, axis=spatial).copy()
    xp = np.ascontiguousarray(_pad_crop(spread, before, after))
    return _correlate(xp, wf, [1] * dims, list(dilations), natural, groups)


def padding_meets_nonfinite(x_shape, w: np.ndarray, flip: bool, strides, dilations, start, end,
                            groups: int) -> np.ndarray:
    """Forward: the output elements (before OutputPadding) whose window puts an infinite or NaN
    filter element on the padding, where a zero that is no input element meets it (0 * inf: NaN
    in the reference, which pads with zeros; an implementation that skips the padding, XLA's,
    gives a number)."""
    dims = len(x_shape) - 2
    marks = np.ones(tuple(x_shape[:2]) + tuple(x_shape[2 + i] + start[i] + end[i] for i in range(dims)))
    marks[(slice(None), slice(None)) + tuple(slice(start[i], start[i] + x_shape[2 + i]) for i in range(dims))] = 0
    wf = (~np.isfinite(np.asarray(w, dtype=np.float64))).astype(np.float64)
    if flip:
        wf = np.flip(wf, axis=tuple(range(2, 2 + dims))).copy()
    span = [(k - 1) * d + 1 for k, d in zip(wf.shape[2:], dilations)]
    natural = [(marks.shape[2 + i] - span[i]) // strides[i] + 1 for i in range(dims)]
    return _correlate(marks, wf, list(strides), list(dilations), natural, groups) > 0


def convolution_integer_exact(x: np.ndarray, w: np.ndarray, x_zero: np.ndarray | None, w_zero: np.ndarray | None,
                              strides, dilations, start, end, groups: int, out_sizes=None) -> np.ndarray:
    """CONVOLUTION_INTEGER's exact int64 result: the forward grouped cross-correlation (im2col,
    ``_correlate``) of x - InputZeroPoint and w - FilterZeroPoint, the padding contributing 0 (the
    input's zero point: spec unspecified padding-value). InputZeroPoint is one value,
    FilterZeroPoint one value or one per filter (output channel); an absent one is 0. Each
    product is at most 255 * 255 in magnitude, so int64 sums are exact for any tensor DirectML
    can hold."""
    x64 = np.asarray(x, dtype=np.int64)
    w64 = np.asarray(w, dtype=np.int64)
    if x_zero is not None:
        x64 = x64 - np.asarray(x_zero, dtype=np.int64).reshape(-1)[0]
    if w_zero is not None:
        wz = np.asarray(w_zero, dtype=np.int64).reshape(-1)
        w64 = w64 - (wz[0] if wz.size == 1 else wz.reshape((-1,) + (1,) * (w64.ndim - 1)))
    dims = x64.ndim - 2
    strides, dilations, start, end = (list(map(int, v)) for v in (strides, dilations, start, end))
    span = [(k - 1) * d + 1 for k, d in zip(w64.shape[2:], dilations)]
    natural = [(x64.shape[i + 2] + start[i] + end[i] - span[i]) // strides[i] + 1 for i in range(dims)]
    y = _correlate(_pad_crop(x64, start, end), np.ascontiguousarray(w64), strides, dilations, natural, int(groups))
    want = list(out_sizes) if out_sizes is not None else natural
    return _pad_crop(y, [0] * dims, [a - b for a, b in zip(want, natural)])
