"""The scans (CUMULATIVE_SUMMATION, CUMULATIVE_PRODUCT): a running sum or product along one axis."""

from __future__ import annotations

import numpy as np

from .accumulate import compensated_sum, into_type
from .arg_reduce import DECREASING


def along_axis(a: np.ndarray, axis: int, direction: str, exclusive: bool, fill, scan) -> np.ndarray:
    """``scan`` (of the last axis) of the sequences along ``axis``, from the end for DECREASING;
    ``exclusive`` shifts each result one place on, ``fill`` (the identity) first."""
    seq = np.moveaxis(a, int(axis), -1)
    seq = seq[..., ::-1] if direction == DECREASING else seq
    out = scan(seq) if seq.shape[-1] else seq.copy()
    if exclusive and out.shape[-1]:
        out = np.concatenate([np.full(out.shape[:-1] + (1,), fill, dtype=out.dtype), out[..., :-1]], axis=-1)
    return np.moveaxis(out[..., ::-1] if direction == DECREASING else out, -1, int(axis))


def cumulative_exact(x: np.ndarray, function: str, axis: int, direction: str, exclusive: bool) -> np.ndarray:
    """The running ``function`` ("sum" or "product") along ``axis``, each output its sequence's
    terms up to it (exclusive: strictly before it), from the end for DECREASING. Python integers
    (no overflow); float64 sums compensated per prefix, float64 products (k - 1 roundings of
    2^-53, far below an ULP of FLOAT32): the rounding into the type is the one that matters."""
    identity = int(function != "sum")
    if x.dtype.kind in "iu":
        acc = np.add.accumulate if function == "sum" else np.multiply.accumulate
        return along_axis(x.astype(object), axis, direction, exclusive, identity, lambda v: acc(v, axis=-1))
    scan = (lambda v: compensated_sum(v, running=True)) if function == "sum" else (lambda v: np.cumprod(v, axis=-1))
    with np.errstate(over="ignore", invalid="ignore", under="ignore"):
        return along_axis(x.astype(np.float64), axis, direction, exclusive, identity, scan)


def cumulative(x: np.ndarray, function: str, axis: int, direction: str, exclusive: bool) -> np.ndarray:
    return into_type(np.ascontiguousarray(cumulative_exact(x, function, axis, direction, exclusive)), x.dtype)
