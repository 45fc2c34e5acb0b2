"""The adjoint identity of a gradient operator, ``relation: adjoint``: <J^T dy, v> = <dy, J v> for
a drawn direction v, where this side's ``result`` is J^T dy (the gradient operator's output) given
``gradient`` dy, and J v is the forward operator's ``image`` of the direction: the forward run on
the backend on v where it is linear in its input (SLICE, AVERAGE_POOLING), or, with
``finite_differences``, the central difference (F(x + h v) - F(x - h v)) / 2h of the forward's
numpy reference in float64 at this side's point x (``at``). The draw zeroes v where a kink lies
within h of x (the gradient kind's ``kinks``): those elements are judged by the value reference
alone (docs/adding-an-operator.md, "Gradients")."""

from __future__ import annotations

import math

import numpy as np

from ..kinds.gradient_plan import forward_reference
from ..spec import OperatorSpec, SpecSet
from ..spec.tolerance import Formula, desc_variables, formula_names

EPS64 = float(np.finfo(np.float64).eps)


def finite_difference_image(specs: SpecSet, eq, forward: OperatorSpec, desc: dict, inputs: dict[str, np.ndarray],
                            at: np.ndarray, direction: str | None = None,
                            points: dict[str, np.ndarray] | None = None) -> tuple[np.ndarray, np.ndarray]:
    """(J v, its bound per element) of the forward operator ``forward`` with ``desc`` (its tensors
    retyped FLOAT64) at ``at`` along ``inputs[direction]`` (the relation's own direction unless
    named), its other directions at their ``points``, its other inputs as given: the central
    difference of its reference, and the float64 rounding of the two evaluations divided by 2h
    (a piecewise-linear forward has no truncation error away from its kinks; a smooth one's is
    ``truncation``, added by ``adjoint_problem``, or, ``truncation: estimated``, the difference
    from the central difference at step 2h, which is 3 times the O(h^2) term's estimate: the
    bound returned holds it)."""
    step = float(eq.finite_differences["step"])
    direction = direction or eq.tensors["direction"]
    x = {n: np.asarray(a, dtype=np.float64) for n, a in inputs.items()}
    v = x[direction]
    x.update({n: np.asarray(p, np.float64).reshape(x[n].shape) for n, p in (points or {}).items()})
    point = np.asarray(at, dtype=np.float64).reshape(v.shape)
    image_name = eq.tensors["image"]

    def central(h):
        plus = forward_reference(specs, forward, desc, dict(x, **{direction: point + h * v}))[image_name]
        minus = forward_reference(specs, forward, desc, dict(x, **{direction: point - h * v}))[image_name]
        rounding = 2 * EPS64 * (np.abs(plus) + np.abs(minus) + np.abs(point).max(initial=0)) / (2 * h)
        return (plus - minus) / (2 * h), rounding

    image, bound = central(step)
    if eq.finite_differences.get("truncation") == "estimated":
        wider, rounding = central(2 * step)
        bound = bound + rounding + np.abs(wider - image)
    return image, bound


def adjoint_problem(eq, op: OperatorSpec, desc: dict, dy: np.ndarray, result: np.ndarray, v: np.ndarray,
                    image: np.ndarray, dt, rounding: np.ndarray | None = None, name: str | None = None,
                    magnitude: np.ndarray | None = None) -> str | None:
    """None when <result, v> and <dy, image> agree within ``allowed`` epsilons of ``dt`` times the
    sum of |products| on both sides, plus, with finite differences, the evaluations' rounding
    (sum |dy| times ``rounding``) and ``truncation`` times h^2 times sum |dy|; else what differs
    (``name``: the result judged, when not ``tensors``' own; ``magnitude``: the result's terms
    before they cancel, the gradient kind's, which its tolerance is measured at, in place of
    |result| in the sum)."""
    t = dict(eq.tensors, result=name or eq.tensors["result"])
    if result.size != v.size or dy.size != image.size:
        return (f"sizes: {t['result']} has {result.size} elements and the direction {v.size}; {t['gradient']} "
                f"{dy.size} and J v {image.size}")
    a, b = result.astype(np.float64).reshape(-1), v.astype(np.float64).reshape(-1)
    c, d = dy.astype(np.float64).reshape(-1), image.astype(np.float64).reshape(-1)
    left, right = float(np.dot(a, b)), float(np.dot(c, d))
    m = np.abs(a) if magnitude is None or np.size(magnitude) != a.size else np.abs(np.asarray(magnitude, np.float64))
    scale = float(np.dot(np.maximum(m.reshape(-1), np.abs(a)), np.abs(b)) + np.dot(np.abs(c), np.abs(d)))
    variables = desc_variables(desc)
    bound = Formula(eq.allowed or "0", f"{op.file}: equivalence {eq.id}", formula_names(op)).value(variables)
    eps = float(np.finfo(dt.numpy).eps) if dt.is_float else 0.0
    allowed = bound * eps * scale
    if eq.finite_differences:
        step = float(eq.finite_differences["step"])
        named = eq.finite_differences.get("truncation", 0)  # "estimated": in ``rounding`` already
        truncation = 0.0 if named == "estimated" else Formula(str(named), f"{op.file}: equivalence {eq.id}",
                                                              formula_names(op)).value(variables)
        allowed += float(np.dot(np.abs(c), rounding.reshape(-1))) + truncation * step * step * float(np.abs(c).sum())
    if math.isfinite(left) and math.isfinite(right) and abs(left - right) <= allowed:
        return None
    return (f"<{t['result']}, v> = {left!r} but <{t['gradient']}, J v> = {right!r}: they differ by "
            f"{abs(left - right):.6g}, more than {allowed:.6g}")
