"""The normalizations (LP_NORMALIZATION, MEAN_VARIANCE_NORMALIZATION1): each divides its input
by a statistic of the set of elements it shares an output set with, in float64."""

from __future__ import annotations

import numpy as np


def lp_norm(x: np.ndarray, axis: int, p: int) -> np.ndarray:
    """(sum |x|^p)^(1/p) along ``axis`` (kept, size 1), in float64."""
    v = np.abs(x.astype(np.float64))
    with np.errstate(over="ignore", invalid="ignore"):
        if p == 1:
            return v.sum(axis=axis, keepdims=True)
        return np.sqrt((v * v).sum(axis=axis, keepdims=True))


def lp_normalization_exact(x: np.ndarray, axis: int, p: int, epsilon: float) -> np.ndarray:
    """x / (norm + epsilon) in float64: with Epsilon 0 (the only value the suite judges: the page
    does not say where Epsilon enters) the plain quotient; a zero sequence gives NaN (0 / 0)."""
    with np.errstate(over="ignore", invalid="ignore", divide="ignore"):
        return x.astype(np.float64) / (lp_norm(x, axis, p) + np.float64(np.float32(epsilon)))


def lp_normalization(x: np.ndarray, axis: int, p: int, epsilon: float) -> np.ndarray:
    """LP_NORMALIZATION along ``axis`` with order ``p`` (1 or 2), rounded once to the input's type."""
    with np.errstate(over="ignore", invalid="ignore"):
        return lp_normalization_exact(x, axis, p, epsilon).astype(x.dtype)


def mean_variance_normalization_exact(x: np.ndarray, axes, normalize_variance: bool, epsilon: float,
                                      scale: np.ndarray | None = None, bias: np.ndarray | None = None) -> np.ndarray:
    """Scale * (x - mean) / sqrt(variance + epsilon) + Bias over the set ``axes`` span (without
    the division when not ``normalize_variance``), in float64: the variance of the set's values
    (divided by its element count n); Scale and Bias broadcast (sizes 1), 1 and 0 when absent."""
    axes = tuple(sorted({int(a) for a in axes}))
    v = x.astype(np.float64)
    with np.errstate(over="ignore", invalid="ignore", divide="ignore"):
        mean = v.mean(axis=axes, keepdims=True)
        y = v - mean
        if normalize_variance:
            variance = (y * y).mean(axis=axes, keepdims=True)
            y = y / np.sqrt(variance + np.float64(np.float32(epsilon)))
        if scale is not None:
            y = y * scale.astype(np.float64)
        if bias is not None:
            y = y + bias.astype(np.float64)
    return y


def mean_variance_magnitude(x: np.ndarray, axes, normalize_variance: bool, epsilon: float,
                            scale: np.ndarray | None = None, bias: np.ndarray | None = None) -> np.ndarray:
    """The scale a mean-variance normalization's rounding is measured at, in float64:
    |Scale| * (|x| + mean(|x|)) / sqrt(variance + epsilon) + |Bias|, at least 1. x - mean cancels:
    a mean summed in the input's type errs by about n ULPs of mean(|x|) (Higham 4.2), whatever
    the difference, and the division carries that error to the output."""
    axes = tuple(sorted({int(a) for a in axes}))
    v = x.astype(np.float64)
    with np.errstate(over="ignore", invalid="ignore", divide="ignore"):
        terms = np.abs(v) + np.abs(v).mean(axis=axes, keepdims=True)
        if normalize_variance:
            d = v - v.mean(axis=axes, keepdims=True)
            terms = terms / np.sqrt((d * d).mean(axis=axes, keepdims=True) + np.float64(np.float32(epsilon)))
        if scale is not None:
            terms = terms * np.abs(scale.astype(np.float64))
        if bias is not None:
            terms = terms + np.abs(bias.astype(np.float64))
        return np.maximum(terms, 1.0)
