"""A drawn value (a case, a relation's pair, a composed other side with its steps) as JSON and
back, each case checked against the id written beside it: what a run's shared draws
(``conformance.run.draws``) and the certified suite's cached examples (``generators.suite``)
keep."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from .case import Case
from .equivalence import Composed, Step


class Unshareable(Exception):
    """A drawn value this module cannot write as JSON and read back equal."""


_CASE_FIELDS = {f.name for f in dataclasses.fields(Case)}


def encode(drawn: Any) -> Any:
    """A drawn value (a case, a relation's pair, a composed other side with its steps) as JSON."""
    if drawn is None:
        return None
    if isinstance(drawn, Composed):  # a Case too: its steps apart
        fields = {name: getattr(drawn, name) for name in _CASE_FIELDS}
        steps = {tensor: {"case": encode(step.case), "output": step.output} for tensor, step in drawn.steps.items()}
        return {"composed": json.loads(json.dumps(fields)), "id": drawn.id, "steps": steps}
    if isinstance(drawn, Case):
        return {"case": dataclasses.asdict(drawn), "id": drawn.id}
    if isinstance(drawn, tuple):
        return {"tuple": [encode(d) for d in drawn]}
    raise Unshareable(type(drawn).__name__)


def decode(data: Any) -> Any:
    """``encode``'s value back, each case checked against the id written beside it;
    ``Unshareable`` for anything else."""
    if data is None:
        return None
    if not isinstance(data, dict):
        raise Unshareable("not a drawn value")
    if "case" in data or "composed" in data:
        fields = data.get("case", data.get("composed"))
        if not isinstance(fields, dict) or set(fields) != _CASE_FIELDS:
            raise Unshareable("not a case's fields")
        try:
            if "composed" in data:
                steps = data.get("steps")
                if not isinstance(steps, dict) or not all(
                        isinstance(s, dict) and set(s) == {"case", "output"} and isinstance(s["output"], str)
                        for s in steps.values()):
                    raise Unshareable("not a composed case's steps")
                case = Composed(**fields, steps={t: Step(decode(s["case"]), s["output"]) for t, s in steps.items()})
            else:
                case = Case(**fields)
            same = case.id == data.get("id")
        except (TypeError, ValueError, AttributeError) as exc:  # a field of the wrong shape
            raise Unshareable(f"not a case: {type(exc).__name__}") from None
        if not same:
            raise Unshareable("a case whose id changed")
        return case
    if isinstance(data.get("tuple"), list):
        return tuple(decode(d) for d in data["tuple"])
    raise Unshareable("not a drawn value")
