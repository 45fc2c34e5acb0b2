"""``relation: uniform_bits``: what a generator of uniformly distributed bits owes in every
output, judged on a backend's output alone (no reference): a second check of RANDOM_GENERATOR,
independent of the bit-for-bit comparison with the suite's Philox.

- Distinct blocks (exact): for one key, Philox is a bijection of the 128-bit counter, and a run
  reads ceil(n / 4) consecutive counters, so no two of its whole four-word blocks are equal.
- Uniform bits (statistical, each test at ``significance``): the ones among all 32n bits
  (a two-sided binomial z test); the ones at each of the 32 bit positions over the n words
  (chi-square, 32 degrees of freedom, from 16 words); the 16 values of the 8n nibbles
  (chi-square, 15 degrees of freedom, from 10 words: 5 expected per value). A true generator
  fails a test with probability ``significance`` (the Bonferroni bound over the three: at most
  3 x significance per output); the draws are fixed (derandomized), so a false alarm would be
  the same on every run and on the reference, never a flake.

The chi-square critical values are exact: the regularized upper incomplete gamma function
(its series below s + 1, Lentz's continued fraction above, as Numerical Recipes' gammq), inverted
by bisection (tests check them against scipy where installed)."""

from __future__ import annotations

import math

import numpy as np

BLOCK = 4  # Philox 4x32: four 32-bit words per counter


def normal_quantile(p: float) -> float:
    """The upper ``p`` quantile of the standard normal (bisection on erfc: no table)."""
    lo, hi = 0.0, 40.0
    for _ in range(200):
        mid = (lo + hi) / 2
        if 0.5 * math.erfc(mid / math.sqrt(2)) > p:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def _upper_gamma(s: float, x: float) -> float:
    """Q(s, x) = Gamma(s, x) / Gamma(s)."""
    if x <= 0:
        return 1.0
    log_front = s * math.log(x) - x - math.lgamma(s)
    if x < s + 1:  # the series of P(s, x)
        term = total = 1.0 / s
        a = s
        while abs(term) > abs(total) * 1e-16:
            a += 1
            term *= x / a
            total += term
        return 1.0 - total * math.exp(log_front)
    b, c, d = x + 1 - s, 1e300, 1.0 / (x + 1 - s)  # the continued fraction of Q(s, x)
    h = d
    for i in range(1, 1000):
        an = -i * (i - s)
        b += 2
        d = an * d + b
        d = 1e-300 if abs(d) < 1e-300 else d
        c = b + an / c
        c = 1e-300 if abs(c) < 1e-300 else c
        d = 1.0 / d
        h *= d * c
        if abs(d * c - 1) < 1e-16:
            break
    return h * math.exp(log_front)


def chi_square_critical(dof: int, significance: float) -> float:
    """The chi-square value a ``dof``-degree statistic exceeds with probability ``significance``."""
    lo, hi = 0.0, dof + 100.0 * math.sqrt(dof) + 100.0
    for _ in range(200):
        mid = (lo + hi) / 2
        if _upper_gamma(dof / 2, mid / 2) > significance:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def uniform_bits_problem(words: np.ndarray, significance: float, label: str = "OutputTensor") -> str | None:
    """None when ``words`` (uint32, any shape, read in row-major order) hold distinct blocks and
    pass the three uniformity tests; else the first failure in words."""
    w = np.asarray(words).astype(np.uint64).reshape(-1)
    n = w.size
    full = n // BLOCK
    if full > 1:
        blocks = w[:full * BLOCK].reshape(full, BLOCK)
        unique, first, counts = np.unique(blocks, axis=0, return_index=True, return_counts=True)
        if unique.shape[0] != full:
            dup = unique[counts > 1][0]
            at = [int(i) for i in np.flatnonzero((blocks == dup).all(axis=1))[:2]]
            return (f"{label}: blocks {at[0]} and {at[1]} (words {at[0] * BLOCK} and {at[1] * BLOCK} on) are equal, "
                    f"[{', '.join(hex(int(v)) for v in dup)}]: a bijection of consecutive counters gives distinct blocks")
    if n == 0:
        return None
    bits = ((w[:, None] >> np.arange(32, dtype=np.uint64)) & np.uint64(1)).astype(np.int64)  # (n, 32)
    ones, total = int(bits.sum()), 32 * n
    z = (2 * ones - total) / math.sqrt(total)
    bound = normal_quantile(significance / 2)
    if abs(z) > bound:
        return (f"{label}: {ones} ones among {total} bits (z = {z:.2f}, beyond +-{bound:.2f}: "
                f"a uniform generator gets that far with probability {significance:g})")
    if n >= 16:
        per = bits.sum(axis=0)
        stat = float(((2 * per - n) ** 2).sum() / n)
        crit = chi_square_critical(32, significance)
        if stat > crit:
            worst = int(np.argmax(np.abs(2 * per - n)))
            return (f"{label}: the ones per bit position give chi-square {stat:.1f} (32 degrees of freedom), beyond "
                    f"{crit:.1f}; bit {worst} is 1 in {int(per[worst])} of {n} words")
    if n >= 10:
        nibbles = ((w[:, None] >> np.arange(0, 32, 4, dtype=np.uint64)) & np.uint64(15)).reshape(-1)
        seen = np.bincount(nibbles.astype(np.int64), minlength=16)
        expected = nibbles.size / 16
        stat = float(((seen - expected) ** 2 / expected).sum())
        crit = chi_square_critical(15, significance)
        if stat > crit:
            return (f"{label}: the 16 nibble values give chi-square {stat:.1f} (15 degrees of freedom), beyond "
                    f"{crit:.1f}; counts {seen.tolist()}")
    return None
