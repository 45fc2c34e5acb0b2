"""Draws for the spec's equivalences: pairs of cases, this side and the other (or one case whose
outputs hold a relation), built with the desc builder and value draws of ``strategies``."""

from __future__ import annotations

from hypothesis import assume
from hypothesis import strategies as st

from conformance.cases import parts
from conformance.cases.case import Case
from conformance.cases.tensor import to_json
from conformance.spec import OperatorSpec, SpecSet, SupportRow
from conformance.spec.validator import validator_for

from .adjoint_draws import adjoint_pair
from .strategies import Draw, valid_cases
from .values import same_type_groups


def equivalence_strategy(specs: SpecSet, op: OperatorSpec, eq, profile, nodeid: str):
    """An equivalence test's strategy of pairs and the provenance its cases carry (as above)."""
    cite = f"{op.doc}: {eq.cite}" if ".md:" not in eq.cite else eq.cite
    provenance = {"name": f"{op.short_name}-eq-{eq.id}", "spec_item": f"equivalences/{eq.id}", "cite": cite,
                  "generator": "equivalence", "profile": profile.name, "test": nodeid}
    return equivalence_pairs(specs, eq, profile.max_elements, provenance), provenance



def equivalence_pairs(specs: SpecSet, eq, max_elements: int = 64,
                      provenance: dict | None = None) -> st.SearchStrategy[tuple[Case, Case | None]]:
    """(this side, the other side) for an equivalence; the other side is None for a
    relation inside one run (``gather``, ``gather_along_axis``), and a ``Composed`` case when
    other runs make some of its inputs (``inputs_from``)."""
    from conformance.cases.equivalence import (INPUT_TRANSFORMS, TRANSFORM_DOMAINS, compose, fill_fields, other_desc,
                                              sizes_held)
    from conformance.cases.tensor import to_array

    op = specs.operator(eq.operator)
    enum_when = {k: v for k, v in eq.when.items() if k in op.fields and op.fields[k].kind == "enum"}
    rows = [r for r in op.support_rows if r.applies(enum_when) or not r.when]
    if not rows:
        raise ValueError(f"{op.file}: equivalence {eq.id!r}: no support row admits {eq.when}")
    admitted = _admitted_types(specs, eq, op)
    groups = same_type_groups(op, dict(eq.when))
    validator = validator_for(specs)

    @st.composite
    def draw_pair(draw):
        row = draw(st.sampled_from(rows))
        pins = {}
        for tensor, name in eq.transform.items():
            allowed = [dt for dt in row.tensors[tensor].data_types if TRANSFORM_DOMAINS[name](specs.data_type(dt))
                       and dt in _narrowed(row, groups, admitted, tensor)]
            assume(allowed)
            pins[tensor] = draw(st.sampled_from(allowed))
        for tensor in admitted:  # a type every run of the other side can read (one pin a same-type group)
            if tensor in row.tensors and not any(g in pins for g in _group(groups, tensor)):
                allowed = _narrowed(row, groups, admitted, tensor)
                if set(allowed) != set(row.tensors[tensor].data_types):
                    assume(allowed)
                    pins[tensor] = draw(st.sampled_from(allowed))
        if eq.data_types:  # the types the relation holds in (the first input's; its same-type group follows)
            first = op.tensor_fields[0].name
            allowed = [dt for dt in row.tensors[first].data_types if dt in eq.data_types]
            assume(allowed)
            pins[first] = draw(st.sampled_from(allowed))
        if eq.relation in ("gather", "gather_along_axis", "scatter"):
            indices = eq.tensors["indices"]  # this side's (an optional output is then drawn)
            pins[indices] = draw(st.sampled_from(row.tensors[indices].data_types))
        d = Draw(row, pins, dict(eq.when), max_elements=max_elements)
        case = draw(valid_cases(specs, op, d, provenance=provenance, plant_nan=False))
        assume(sizes_held(eq.when, case.desc))  # a tensor's size the draw may not pin (IndicesTensor.Sizes[-1])
        if eq.relation == "adjoint":  # a gradient against its forward on a drawn direction
            return adjoint_pair(draw, specs, op, eq, case, row, provenance,
                                bounded_for_sums(specs, op, eq, case.desc, dict(case.inputs)))
        if eq.relation is not None and not eq.composed:
            return case, None
        desc = fill_fields(specs, eq, case.desc) if eq.inputs_from else case.desc
        mine, theirs = dict(case.inputs), dict(case.inputs)
        if eq.relation == "inner_product":  # owed by finite vectors whose adjoint's sums stay finite
            mine = theirs = bounded_for_sums(specs, op, eq, desc, mine)
        for tensor, name in eq.transform.items():
            t = desc[tensor]
            dt = specs.data_type(t["DataType"])
            a, b = INPUT_TRANSFORMS[name](to_array(case.inputs[tensor], dt, t["Sizes"], tensor), desc, dt)
            mine[tensor], theirs[tensor] = to_json(a), to_json(b)
        if eq.take:  # a part the draw's sizes leave empty (one step has no shorter sequence): another draw
            assume(not parts.empty(op, desc, eq.take, f"equivalence {eq.id}"))
        if eq.set_inputs:
            mine = parts.set_values(specs, op, eq.set_inputs, desc, mine, f"equivalence {eq.id}")
            theirs = parts.set_values(specs, op, eq.set_inputs, desc, theirs, f"equivalence {eq.id}")
        prov = dict(provenance or {})
        this = Case(op.operator, case.feature_level, desc, mine, None, provenance=prov)
        if eq.composed:
            that = compose(specs, eq, desc, theirs, row.feature_level.name, prov)
            for side in _runs(that):  # every run of the other side must be a valid desc
                level = validator.lowest_valid_level(specs.operator(side.operator), side.desc)
                assume(level is not None)
                side.feature_level = max(level, row.feature_level).name
            return this, that
        other = specs.operator(eq.other)
        # an input the other side takes under another name (swapped operands) carries its values
        moved = {target: theirs[source] for target, source in eq.fields_from.items()
                 if isinstance(source, str) and source in theirs}
        theirs.update(moved)
        level = max(row.feature_level, other.introduced_in).name
        made = other_desc(eq, desc, op, other)
        if eq.take:  # the other side's inputs cut to their parts; a dropped one gone
            theirs = {k: v for k, v in parts.other_inputs(specs, op, eq.take, desc, theirs, f"equivalence {eq.id}").items()
                      if k.split("[")[0] in made}
        that = Case(other.operator, level, made, theirs, None,
                    provenance=dict(prov, name=prov.get("name", "case") + "-other"))
        if eq.fields_computed or eq.reshape or eq.take:  # a desc made by formulas: valid, at a level the row's reaches
            valid_at = validator.lowest_valid_level(other, that.desc)
            assume(valid_at is not None)
            that.feature_level = max(valid_at, row.feature_level, other.introduced_in).name
        return this, that

    return draw_pair()



def _group(groups: list[list[str]], tensor: str) -> list[str]:
    return next((g for g in groups if tensor in g), [tensor])



def _narrowed(row: SupportRow, groups: list[list[str]], admitted: dict[str, set[str]], tensor: str) -> list[str]:
    """The types ``tensor`` may take in ``row``: those its whole same-type group has there and
    the other side admits for each member."""
    members = [g for g in _group(groups, tensor) if g in row.tensors]
    return [dt for dt in row.tensors[tensor].data_types
            if all(dt in row.tensors[g].data_types and dt in admitted.get(g, {dt}) for g in members)]



def _runs(case: Case) -> list[Case]:
    """A case and every step that makes one of its inputs, the steps first."""
    steps = getattr(case, "steps", {})
    return [run for step in steps.values() for run in _runs(step.case)] + [case]



def bounded_for_sums(specs: SpecSet, op: OperatorSpec, eq, desc: dict, inputs: dict) -> dict:
    """``inputs`` with each float tensor's non-finite elements 0 and every element within the
    type's largest finite value over the relation's ``allowed`` count (the terms an adjoint's sum
    adds), clipped in the type (exact): an inner product of finite vectors, no sum overflowing."""
    import numpy as np

    from conformance.cases.tensor import to_array
    from conformance.spec.tolerance import Formula, desc_variables, formula_names

    terms = max(Formula(eq.allowed or "1", f"{op.file}: equivalence {eq.id}", formula_names(op)).value(
        desc_variables(desc)), 1.0)
    out = dict(inputs)
    for name, values in inputs.items():
        dt = specs.data_type(desc[name]["DataType"])
        if not dt.is_float:
            continue
        x = to_array(values, dt, desc[name]["Sizes"], name)
        limit = dt.numpy.type(float(np.finfo(dt.numpy).max) / (terms + 1))
        x = np.clip(np.where(np.isfinite(x), x, dt.numpy.type(0)), -limit, limit).astype(dt.numpy)
        out[name] = to_json(x)
    return out


def _admitted_types(specs: SpecSet, eq, op: OperatorSpec) -> dict[str, set[str]]:
    """This side's input tensor -> the data types that every run of the other side reading it
    admits at some level (IDENTITY's FLOAT64 has no ACTIVATION_LINEAR to equal). A nested
    operator (ADD1's FusedActivation) is known only once drawn: its fused rule keeps it valid."""
    admitted: dict[str, set[str]] = {}

    def visit(part: dict, step: bool = False) -> None:
        taken = set(part.get("fields_from", {})) | set(part.get("inputs_from", {})) | set(part.get("drop", []))
        if part.get("run"):
            other = specs.operator(part["run"])
            if step and "data_type" in part:  # a step's output of a type of its own (compose's ``made``): not this side's
                taken.add(part.get("output") or other.first_output)
            readers = {t.name: [t.name] for t in op.tensor_fields if t.name in other.fields and t.name not in taken}
            for target, source in part.get("fields_from", {}).items():
                if isinstance(source, str) and source in {t.name for t in op.tensor_fields}:
                    readers.setdefault(source, []).append(target)
            for mine, names in readers.items():
                types = {dt for row in other.support_rows for n in names if n in row.tensors
                         for dt in row.tensors[n].data_types}
                admitted[mine] = admitted.get(mine, types) & types
        for how in part.get("inputs_from", {}).values():
            if "run" in how:
                visit(how, step=True)

    visit({"run": None if eq.nested else eq.other, "fields_from": eq.fields_from, "drop": eq.drop,
           "inputs_from": eq.inputs_from})
    return admitted
