"""The peers' plan of a gradient operator: the vector-Jacobian product of its forward operator's
own plan (torch.autograd.grad, jax.vjp), the forward's desc made from the gradient's by its spec's
``relation: adjoint`` equivalence (``drop``, ``fields_from``: conformance/cases/equivalence.py), so
no gradient names its forward twice. The gradient kinds' ``lower`` is ``lower_gradient``."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..spec import TensorDesc
from .plan import Plan


@dataclass(frozen=True)
class Vjp(Plan):
    """``result`` = J^T ``gradient``, J the Jacobian of ``forward`` (a plan, its input
    ``direction``) at this desc's ``point`` input (None: the forward is linear in its input,
    evaluated at zeros of ``in_sizes``)."""
    forward: Plan
    gradient: str
    result: str
    point: str | None
    in_sizes: tuple[int, ...]
    data_type: str

    method = "vjp"
    what = "gradient (vector-Jacobian product)"

    def describe(self) -> str:
        return f"the vector-Jacobian product of {self.forward.describe()}"

    def run(self, backend, inputs):
        dy = inputs[self.gradient]
        x = inputs[self.point] if self.point else np.zeros(self.in_sizes, dtype=dy.dtype)
        out = np.asarray(backend.vjp(self, x, dy))
        if out.dtype != dy.dtype:  # a type promotion is the adapter's error, never cast back
            raise TypeError(f"{backend.label} returned {out.dtype} for {self.describe()} on {dy.dtype}")
        return {self.result: out.reshape(self.in_sizes)}

    def unexpressed(self, backend, case) -> str:
        if not self.data_type.startswith("FLOAT"):
            return f"{backend.name} differentiates floating-point tensors only ({self.data_type}: no gradient)"
        if self.forward.method == "max_pool" and self.forward.padded and case is not None \
                and "-inf" in [str(v) for v in np.ravel(case.inputs.get(self.point or "", []))]:
            # the adapters pad a max pooling with -inf, which ties a -inf element: the first in window
            # order, the padding, would take the gradient the page gives the element
            return (f"{backend.name}'s max pooling pads with -inf, which ties an input of -inf: its gradient "
                    "would go to the padding")
        return self.forward.unexpressed(backend, case)


def lower_gradient(specs, op, desc: dict, tensors: dict) -> Vjp | None:
    """The gradient's plan: its spec's adjoint equivalence gives the forward operator and its desc."""
    from ..cases.equivalence import equivalences, other_desc
    from . import kind_of

    eq = next((e for e in equivalences(op) if e.relation == "adjoint"), None)
    if eq is None:
        return None
    forward = specs.operator(eq.other)
    fdesc = other_desc(eq, desc, op, forward)
    ftensors = {n: TensorDesc.from_json(t, specs, n) for n, _, t in forward.tensors_in(fdesc)}
    plan = kind_of(forward).lower(specs, forward, fdesc, ftensors)
    if plan is None:
        return None
    result = tensors[eq.tensors["result"]]
    return Vjp(plan, eq.tensors["gradient"], eq.tensors["result"], eq.tensors.get("at"), tuple(result.sizes),
               result.data_type.name)


def forward_reference(specs, forward, desc: dict, x: dict[str, np.ndarray]) -> dict:
    """The forward operator's float64 reference outputs for ``desc`` (its tensors retyped FLOAT64)
    at inputs ``x`` (the adjoint relation's finite differences, and the statistics its draw reads
    from the forward: conformance/run/adjoint.py, generators/adjoint_draws.py)."""
    from . import kind_of

    wide = {k: (dict(v, DataType="FLOAT64") if isinstance(v, dict) and "DataType" in v
                and k in forward.fields and forward.fields[k].kind == "tensor" else v) for k, v in desc.items()}
    for f in forward.fields.values():  # the reference reads an enum by its name
        if f.kind == "enum" and isinstance(wide.get(f.name), int):
            wide[f.name] = next(n for n, v in specs.enums[f.enum].items() if v == wide[f.name])
    tensors = {n: TensorDesc.from_json(t, specs, n) for n, _, t in forward.tensors_in(wide)}
    out = kind_of(forward).compute(specs, forward, wide, tensors, {n: np.asarray(a, np.float64) for n, a in x.items()})
    return {n: np.asarray(a, np.float64) for n, a in out.items()}
