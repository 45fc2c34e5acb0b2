"""Subnormals flushed to zero: which output elements only flushing explains.

D3D hardware may flush subnormal inputs and results to zero, and the DirectML pages do not say
whether it does: a spec's ``unspecified`` item with ``detect: {inputs: subnormal-flushed}``
records it. The candidates are the outputs flushing would give (the results alone, the inputs
and results, ScaleBias's results before the function meets them); an element that differs from
the expected value but matches a candidate is observed, every other element stays judged.
"""

from __future__ import annotations

import dataclasses
from typing import Callable

import numpy as np

from ..cases.compare import compare
from ..kinds import kind_of, moved_bits
from ..spec import OperatorSpec, fields_match


def flush_subnormals(a: np.ndarray) -> np.ndarray:
    if a.dtype.kind != "f":
        return a
    tiny = np.finfo(a.dtype).tiny
    return np.where((a != 0) & (np.abs(a) < tiny), np.copysign(np.zeros_like(a), a), a).astype(a.dtype)


def within_of_subnormal(expected: np.ndarray, tol) -> np.ndarray:
    """Where a value within the tolerance ``tol`` of ``expected`` can be subnormal."""
    if tol is None or expected.dtype.kind != "f":
        return np.zeros(expected.shape, dtype=bool)
    e = np.abs(expected.astype(np.float64))
    with np.errstate(over="ignore", invalid="ignore"):  # spacing(nan) is nan
        unit = {"ulp": np.spacing(np.abs(expected)).astype(np.float64), "relative": e}.get(tol.metric, np.ones_like(e))
    with np.errstate(invalid="ignore"):
        return np.isfinite(e) & (e - tol.allowed * unit < float(np.finfo(expected.dtype).tiny))


@dataclasses.dataclass
class Flushing:
    """What flushing subnormals to zero would make of one case's outputs."""
    items: list[str]  # the spec's subnormal items this desc reaches
    candidates: list[dict[str, np.ndarray]]
    compare_args: dict  # for each output: the tolerance, magnitude, band and moved bits it is compared with

    def matches(self, name: str, candidate: dict, actual: np.ndarray, judged) -> list[int] | None:
        """The flat indices of ``name``'s elements that differ from ``candidate`` once both are
        flushed (None: more than can be listed)."""
        a = self.compare_args[name]
        c = compare(name, flush_subnormals(candidate[name]), flush_subnormals(actual), a["tolerance"],
                    a["magnitude"], judged=judged, band=a["band"], bits=a["bits"], values=a["values"])
        return [] if c.ok else c.failing


def flushing(case, op: OperatorSpec, logical: dict, actual: dict, oracle: Callable, tolerances=None,
             magnitude=None, expected=None, band=None) -> Flushing | None:
    """The candidates for ``case`` (None: the spec has no subnormal item for this desc, or no
    input, ScaleBias result or expected result is subnormal). ``oracle(case, inputs)`` gives the
    reference's outputs for other inputs."""
    # an item restricted by ``fields`` (a resample's linear mode: nearest moves bits) holds only there
    items = [u["id"] for u in op.unspecified if u.get("detect", {}).get("inputs") == "subnormal-flushed"
             and fields_match(u["detect"].get("fields", {}), case.desc)]
    if not items:
        return None
    flushed = {n: flush_subnormals(a) for n, a in logical.items()}
    inputs_flush = not all(np.array_equal(a, flushed[n]) for n, a in logical.items())
    tolerances, magnitude = tolerances or {}, magnitude or {}
    # a result within the tolerance of the expected one may be subnormal, and then flushed
    near = {n: within_of_subnormal(e, tolerances.get(n)) & (actual[n] == 0) for n, e in (expected or {}).items()
            if n in actual and e.dtype.kind == "f" and actual[n].shape == e.shape}
    results_flush = expected is not None and (any(m.any() for m in near.values()) or not all(
        np.array_equal(e, flush_subnormals(e), equal_nan=e.dtype.kind == "f") for e in expected.values()))
    # ScaleBias's result may be subnormal (FLT_MIN * 0.5) and be flushed before the function meets it
    scaled = {n: a.astype(logical[n].dtype) for n, a in kind_of(op).scaled_inputs(op, case.desc, logical).items()}
    met = {n: flush_subnormals(a) for n, a in scaled.items()}
    scaled_flush = not all(np.array_equal(a, met[n]) for n, a in scaled.items())
    if not inputs_flush and not results_flush and not scaled_flush:
        return None
    candidates = []
    if results_flush and expected is not None:  # the results alone flushed
        candidates.append(expected)
    if inputs_flush or (results_flush and expected is None):  # the inputs flushed (and results)
        candidates.append(oracle(case, flushed))
    if scaled_flush:  # the same operator without ScaleBias, on its flushed results
        unscaled = dataclasses.replace(case, desc={k: v for k, v in case.desc.items() if k != "ScaleBias"})
        candidates.append(oracle(unscaled, {**flushed, **met}))
    candidates = [{n: np.where(near[n], e.dtype.type(0), e) if n in near else e for n, e in c.items()}
                  for c in candidates]
    # the chosen element may come back as it was, or flushed itself
    bits, written = moved_bits(op, case.desc, logical)
    args = {n: {"tolerance": tolerances.get(n), "magnitude": magnitude.get(n), "band": (band or {}).get(n),
                "bits": bits, "values": written.get(n)} for n in actual}
    return Flushing(items, candidates, args)


def flushed_whole(found: Flushing | None, actual: dict, judged=None) -> list[str]:
    """The subnormal items, when some candidate explains every output element."""
    if found is None:
        return []
    for candidate in found.candidates:
        if all(n in actual and found.matches(n, candidate, actual[n], judged) == [] for n in candidate):
            return found.items
    return []


def flushed_elements(found: Flushing | None, actual: dict, comparisons: dict, judged=None
                     ) -> dict[str, np.ndarray] | None:
    """Per output, the elements that fail against the expected value (``comparisons``: each
    output's Comparison) and match a candidate: observed, not failed. {}: none; None: the failing
    elements could not all be listed (too many, another shape), so the whole result is tried."""
    if found is None:
        return {}
    masks = {}
    for name, c in comparisons.items():
        if c.ok:
            continue
        if c.failing is None or name not in actual:
            return None
        size = int(np.prod(actual[name].shape))
        failing = np.zeros(size, dtype=bool)
        failing[c.failing] = True
        explained = np.zeros(size, dtype=bool)
        for candidate in found.candidates:
            if name not in candidate or candidate[name].shape != actual[name].shape:
                continue
            still = found.matches(name, candidate, actual[name], judged)
            if still is None:
                continue
            differs = np.zeros(size, dtype=bool)
            differs[still] = True
            explained |= failing & ~differs
        if explained.any():
            masks[name] = explained.reshape(actual[name].shape)
    return masks
