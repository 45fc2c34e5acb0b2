"""Sums as exact as float64 can hold them, and the one rounding into an output's type: what
every accumulating operator's reference is built on."""

from __future__ import annotations

import math

import numpy as np


def exact_sum(rows: np.ndarray) -> np.ndarray:
    """The sum over the last axis of float64 ``rows``, correctly rounded to float64: math.fsum
    per row where rows are few and long, compensated summation where they are many and short."""
    if rows.shape[-1] > 64 and rows.size // max(rows.shape[-1], 1) < rows.shape[-1]:
        flat = rows.reshape(-1, rows.shape[-1])
        with np.errstate(invalid="ignore"):
            plain = flat.sum(axis=-1)  # inf, -inf and NaN as IEEE addition gives them
        exact = np.array([math.fsum(r) if np.isfinite(t) else t for r, t in zip(flat, plain)], dtype=np.float64)
        return exact.reshape(rows.shape[:-1])
    return compensated_sum(rows)


def compensated_sum(values: np.ndarray, running: bool = False) -> np.ndarray:
    """The sum over the last axis with Neumaier's compensation: about twice float64's
    precision, so rounding it to FLOAT32 or FLOAT16 rounds the exact sum (the final rounding
    to float64 aside). Infinities and NaN give what IEEE addition gives. ``running``: every prefix."""
    total = np.zeros(values.shape[:-1], dtype=np.float64)
    carry = np.zeros_like(total)
    prefixes = np.empty(values.shape, dtype=np.float64) if running else None
    with np.errstate(invalid="ignore", over="ignore"):
        for k in range(values.shape[-1]):
            v = values[..., k]
            t = total + v
            big = np.abs(total) >= np.abs(v)
            carry += np.where(big, (total - t) + v, (v - t) + total)
            total = t
            if running:
                prefixes[..., k] = np.where(np.isfinite(total), total + carry, total)
        return prefixes if running else np.where(np.isfinite(total), total + carry, total)  # inf - inf in the carry: none


def into_type(exact: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """An exact result rounded to nearest into a float type, or wrapped (two's complement) into
    an integer type: what the reference writes where the page leaves an overflow unspecified."""
    dtype = np.dtype(dtype)
    if dtype.kind in "iu" and exact.dtype == object:
        modulus = 1 << (8 * dtype.itemsize)
        low = np.frompyfunc(lambda v: int(v) % modulus, 1, 1)(exact) if exact.size else exact
        return np.asarray(low, dtype=np.uint64).astype(f"u{dtype.itemsize}").view(dtype).reshape(exact.shape)
    with np.errstate(over="ignore", invalid="ignore"):
        return exact.astype(dtype)
