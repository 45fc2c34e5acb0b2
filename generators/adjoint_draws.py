"""Draws for ``relation: adjoint`` (a gradient operator against its forward operator,
conformance/run/adjoint.py): this side as drawn (its float inputs kept finite and small enough
for the inner products' sums), the other side the forward operator's desc (``fields_from``) with
a drawn direction v in its ``direction`` input: multiples of 1/64 in [-1, 1], exact in every
float type, zeroed where the gradient kind says a kink lies within the finite-difference step;
one per (result, direction) pair (``also``: a gradient with several outputs). The forward's other
inputs are this side's of the same name (or the one ``fields_from`` names); this side's inputs
``from_forward`` names are the forward's outputs at the point (its statistics)."""

from __future__ import annotations

import numpy as np
from hypothesis import assume
from hypothesis import strategies as st

from conformance.cases.case import Case
from conformance.cases.tensor import to_array, to_json
from conformance.kinds import kind_of
from conformance.spec import OperatorSpec, SpecSet
from conformance.spec.validator import validator_for


def adjoint_pair(draw, specs: SpecSet, op: OperatorSpec, eq, case: Case, row, provenance: dict | None, mine: dict):
    """(this side, the forward's case) for one drawn instance of an adjoint relation; ``mine``: this
    side's inputs kept finite for the sums (equivalence_draws' bounded_for_sums)."""
    from conformance.cases.equivalence import other_desc

    desc = case.desc
    forward = specs.operator(eq.other)
    theirs_desc = other_desc(eq, desc, op, forward)
    level = validator_for(specs).lowest_valid_level(forward, theirs_desc)
    assume(level is not None)
    rng = np.random.default_rng(draw(st.integers(0, 2**32 - 1), label="direction seed"))
    theirs = {}
    for pair in eq.adjoint_pairs:  # a direction per output's forward input
        direction = pair["direction"]
        t = theirs_desc[direction]
        dt = specs.data_type(t["DataType"])
        v = (rng.integers(-64, 65, size=int(np.prod(t["Sizes"], dtype=np.int64))) / 64).reshape(t["Sizes"])
        if eq.finite_differences and direction == eq.tensors["direction"]:  # the kinks lie in the main one
            logical = {n: to_array(mine[n], specs.data_type(desc[n]["DataType"]), desc[n]["Sizes"], n)
                       for n in mine if isinstance(desc.get(n), dict)}
            kinks = kind_of(op).kinks(specs, op, desc, logical, v, float(eq.finite_differences["step"]))
            if kinks is not None:
                v = np.where(kinks.reshape(v.shape), 0.0, v)
        theirs[direction] = to_json(v.astype(dt.numpy))
    renamed = {source: target for target, source in eq.fields_from.items() if isinstance(source, str)}
    for f in forward.tensor_fields:  # the forward's other inputs: this side's values
        source = next((s for s, target in renamed.items() if target == f.name), f.name)
        if f.role == "input" and f.name not in theirs and source in mine:
            theirs[f.name] = mine[source]
    if eq.from_forward:
        mine = forward_statistics(specs, eq, forward, desc, theirs_desc, mine, theirs)
    prov = dict(provenance or {})
    this = Case(op.operator, case.feature_level, desc, mine, None, provenance=prov)
    that = Case(forward.operator, max(level, row.feature_level, forward.introduced_in).name, theirs_desc, theirs, None,
                provenance=dict(prov, name=prov.get("name", "case") + "-forward"))
    return this, that


def forward_statistics(specs: SpecSet, eq, forward: OperatorSpec, desc: dict, theirs_desc: dict, mine: dict,
                       theirs: dict) -> dict:
    """``mine`` with each input ``from_forward`` names the forward's output at this side's point
    (each direction's ``at``, 0 where it has none; its other inputs ``theirs``), rounded once to this
    side's type: a gradient that reads its forward's statistics (BATCH_NORMALIZATION_TRAINING's mean
    and variance of the set) is that forward's gradient only at its own statistics."""
    from conformance.kinds.gradient_plan import forward_reference

    def logical(values, d, name):
        return to_array(values, specs.data_type(d[name]["DataType"]), d[name]["Sizes"], name)

    x = {n: logical(a, theirs_desc, n) for n, a in theirs.items()}
    for pair in eq.adjoint_pairs:
        n = pair["direction"]
        x[n] = logical(mine[pair["at"]], desc, pair["at"]) if pair["at"] else np.zeros_like(x[n], np.float64)
    out = forward_reference(specs, forward, theirs_desc, x)
    mine = dict(mine)
    for name, output in eq.from_forward.items():
        with np.errstate(over="ignore"):
            mine[name] = to_json(out[output].reshape(desc[name]["Sizes"]).astype(specs.data_type(
                desc[name]["DataType"]).numpy))
    return mine
