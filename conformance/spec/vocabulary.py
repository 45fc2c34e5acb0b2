"""Every rule kind, by the name a spec's constraint gives (``rule: reduced_sizes``)."""

from __future__ import annotations

from ..errors import SpecError
from . import (attention_rules, buffer_rules, convolution_rules, depth_space_rules, desc_rules, field_rules, fill_rules, fold_rules,  # noqa: F401
               gather_rules, joinsplit_rules, matrix_rules, nonzero_rules, padding_rules, pooling_rules,
               quantize_linear_rules, quantize_rules, random_rules, recurrent_rules, resample_rules, roi_rules, slicing_rules)  # (each kind registers itself)
from .model import ConstraintSpec, OperatorSpec, SpecSet
from .rules import RULES, Rule


def build_rule(constraint: ConstraintSpec, op: OperatorSpec | None, specs: SpecSet) -> Rule:
    cls = RULES.get(constraint.rule)
    if cls is None:
        raise SpecError(f"{constraint.location}: constraint {constraint.id!r}: unknown rule {constraint.rule!r} "
                        f"(known: {', '.join(sorted(RULES))})")
    return cls(constraint, op, specs)
