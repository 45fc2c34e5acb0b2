"""A deliberately naive reference, written straight from the doc text with plain loops.

It shares no code with conformance.reference; tests cross-check the two.
"""

from __future__ import annotations

import itertools
import math

import numpy as np


def _py(v):
    """Exact Python value of a numpy scalar (ints stay ints; floats are exact doubles)."""
    return int(v) if np.issubdtype(type(v), np.integer) else float(v)


def arg_reduce(x, axes, direction, out_dtype, pick):
    """Each output element: the index, row-major over the reduced axes, of the extreme element."""
    reduced = sorted(set(axes))
    out_shape = [1 if d in reduced else n for d, n in enumerate(x.shape)]
    out = np.zeros(out_shape, dtype=out_dtype)
    for pos in itertools.product(*(range(n) for n in out_shape)):
        best, best_index = None, 0
        # the reduced elements in row-major order over the reduced axes
        for k, sub in enumerate(itertools.product(*(range(x.shape[d]) for d in reduced))):
            idx = list(pos)
            for d, i in zip(reduced, sub):
                idx[d] = i
            v = _py(x[tuple(idx)])
            if best is None:
                better = True
            elif isinstance(v, float) and math.isnan(v):
                better = not math.isnan(best) or direction.endswith("DECREASING")
            elif isinstance(best, float) and math.isnan(best):
                better = False
            elif v == best:
                better = direction.endswith("DECREASING")  # DECREASING: the last one wins
            else:
                better = v > best if pick == "max" else v < best
            if better:
                best, best_index = v, k
        out[pos] = best_index
    return out


def argmax(x, axes, direction, out_dtype):
    return arg_reduce(x, axes, direction, out_dtype, "max")


def argmin(x, axes, direction, out_dtype):
    return arg_reduce(x, axes, direction, out_dtype, "min")


def max_pooling(x, window, strides, start, end, dilations, index_dtype=None):
    n_spatial = x.ndim - 2
    out_spatial = [(x.shape[i + 2] + start[i] + end[i] - ((window[i] - 1) * dilations[i] + 1)) // strides[i] + 1
                   for i in range(n_spatial)]
    out = np.zeros(list(x.shape[:2]) + out_spatial, dtype=x.dtype)
    indices = np.zeros(out.shape, dtype=index_dtype or np.uint32)
    lowest = -math.inf if x.dtype.kind == "f" else np.iinfo(x.dtype).min
    for n, c in itertools.product(range(x.shape[0]), range(x.shape[1])):
        for o in itertools.product(*(range(s) for s in out_spatial)):
            best, best_flat = None, 0
            for w in itertools.product(*(range(s) for s in window)):
                coords = [o[i] * strides[i] + w[i] * dilations[i] - start[i] for i in range(n_spatial)]
                if any(not 0 <= coords[i] < x.shape[i + 2] for i in range(n_spatial)):
                    continue  # padding is not an element of the input
                full = (n, c, *coords)
                v = _py(x[full])
                if best is None or (isinstance(v, float) and math.isnan(v) and not math.isnan(best)) or (
                        not (isinstance(best, float) and math.isnan(best)) and v > best):
                    best = v
                    best_flat = int(np.ravel_multi_index(full, x.shape))
            out[(n, c, *o)] = lowest if best is None else best
            indices[(n, c, *o)] = best_flat
    return out, (indices if index_dtype is not None else None)


def _window_terms(x, window, strides, start, end, dilations, n, c, o):
    """The input elements one window holds (padding holds none) and the window's size."""
    terms = []
    for w in itertools.product(*(range(s) for s in window)):
        coords = [o[i] * strides[i] + w[i] * dilations[i] - start[i] for i in range(len(window))]
        if all(0 <= coords[i] < x.shape[i + 2] for i in range(len(window))):
            terms.append(_py(x[(n, c, *coords)]))
    return terms


def _exact_sum(terms):
    """The sum of Python floats rounded once (math.fsum), with IEEE's special cases."""
    if any(math.isnan(t) for t in terms) or (math.inf in terms and -math.inf in terms):
        return math.nan
    if math.inf in terms or -math.inf in terms:
        return math.inf if math.inf in terms else -math.inf
    return math.fsum(terms)


def _pooled(x, window, strides, start, end, dilations, each):
    n_spatial = x.ndim - 2
    out_spatial = [(x.shape[i + 2] + start[i] + end[i] - ((window[i] - 1) * dilations[i] + 1)) // strides[i] + 1
                   for i in range(n_spatial)]
    out = np.zeros(list(x.shape[:2]) + out_spatial, dtype=x.dtype)
    for n, c in itertools.product(range(x.shape[0]), range(x.shape[1])):
        for o in itertools.product(*(range(s) for s in out_spatial)):
            with np.errstate(over="ignore"):
                out[(n, c, *o)] = each(_window_terms(x, window, strides, start, end, dilations, n, c, o))
    return out


def average_pooling(x, window, strides, start, end, dilations, include_padding):
    """Each window's sum over its divisor: every window position with IncludePadding, else
    the input elements it holds (a window of padding only: 0/0, NaN)."""
    positions = math.prod(window)

    def mean(terms):
        divisor = positions if include_padding else len(terms)
        return _exact_sum(terms) / divisor if divisor else math.nan
    return _pooled(x, window, strides, start, end, dilations, mean)


def lp_pooling(x, window, strides, start, end, dilations, p):
    """(|x1|^p + ... + |xn|^p)^(1/p) over each window's input elements."""
    def norm(terms):
        mags = [abs(t) for t in terms]
        if any(math.isnan(m) for m in mags):
            return math.nan
        if math.inf in mags:
            return math.inf
        return _exact_sum([m ** p for m in mags]) ** (1.0 / p)
    return _pooled(x, window, strides, start, end, dilations, norm)


def top_k(x, axis, k, direction, index_dtype):
    """For each sequence along ``axis``: K times, the best element not yet taken, scanning the
    sequence from its start and replacing the best only by a strictly better element (so a tie
    goes to the lower index). Better: larger for DECREASING, smaller for INCREASING; NaN is
    greater than every number (the reference's choice for this unspecified case); -0.0 == 0.0."""
    decreasing = direction.endswith("DECREASING")

    def nan(v):
        return isinstance(v, float) and math.isnan(v)

    def better(a, b):
        if nan(a) or nan(b):
            return (nan(a) and not nan(b)) if decreasing else (nan(b) and not nan(a))
        return a > b if decreasing else a < b

    out_shape = list(x.shape)
    out_shape[axis] = k
    values = np.zeros(out_shape, dtype=x.dtype)
    indices = np.zeros(out_shape, dtype=index_dtype)
    rest = [range(n) for d, n in enumerate(x.shape) if d != axis]
    for pos in itertools.product(*rest):
        def at(i):
            return tuple(list(pos[:axis]) + [i] + list(pos[axis:]))
        seq = [_py(x[at(i)]) for i in range(x.shape[axis])]
        taken = set()
        for j in range(k):
            best = None
            for i, v in enumerate(seq):
                if i not in taken and (best is None or better(v, seq[best])):
                    best = i
            taken.add(best)
            values[at(j)] = x[at(best)]
            indices[at(j)] = best
    return values, indices


def gather(x, indices, axis, index_dimensions):
    """GATHER from its page, one output element at a time: output[...] = input[..., indices[...],
    ...]. The output's coordinates, before right-alignment, are the input's before ``axis``, then
    the last ``index_dimensions`` of the indices', then the input's after ``axis``; a signed
    index below 0 counts from the end of the axis. Every index here is valid."""
    rank, k = x.ndim, index_dimensions
    index_shape = list(indices.shape[indices.ndim - k:])
    joined = list(x.shape[:axis]) + index_shape + list(x.shape[axis + 1:])
    flat = []
    for pos in itertools.product(*(range(n) for n in joined)):
        before, at, after = pos[:axis], pos[axis:axis + k], pos[axis + k:]
        index = int(indices[tuple([0] * (indices.ndim - k) + list(at))])
        if index < 0:
            index += x.shape[axis]
        assert 0 <= index < x.shape[axis]
        flat.append(x[tuple(list(before) + [index] + list(after))])
    # right-aligned in the input's rank: only leading 1s go, or are added
    while len(joined) > rank:
        assert joined[0] == 1
        joined = joined[1:]
    joined = [1] * (rank - len(joined)) + joined
    out = np.empty(joined, dtype=x.dtype)
    for i, v in enumerate(flat):
        out.reshape(-1)[i] = v
    return out


def padding(x, mode, start, end, value):
    """PADDING1 from its page, one output element at a time: each coordinate less StartPadding,
    then folded back into the input as the mode says, one fold after another (REFLECTION about
    the edge element, SYMMETRIC about the edge itself), or, under CONSTANT, the value."""
    def fold(i, n):
        if mode.endswith("EDGE"):
            return min(max(i, 0), n - 1)
        if n == 1:
            return 0  # REFLECTION of one element: the reference's choice for this unspecified case
        while not 0 <= i < n:
            if mode.endswith("REFLECTION"):
                i = -i if i < 0 else 2 * (n - 1) - i
            else:  # SYMMETRIC
                i = -i - 1 if i < 0 else 2 * n - 1 - i
        return i

    out_shape = [n + s + e for n, s, e in zip(x.shape, start, end)]
    out = np.empty(out_shape, dtype=x.dtype)
    for pos in itertools.product(*(range(n) for n in out_shape)):
        src = [p - s for p, s in zip(pos, start)]
        if mode.endswith("CONSTANT"):
            out[pos] = x[tuple(src)] if all(0 <= i < n for i, n in zip(src, x.shape)) else value
        else:
            out[pos] = x[tuple(fold(i, n) for i, n in zip(src, x.shape))]
    return out
