"""Which optional tensors a draw holds: each optional tensor by a coin unless pinned, a ``when``
or a shape rule's own presence draw decides (MULTIHEAD_ATTENTION's layouts, a mask by MaskType),
and at least one tensor of each ``any_present`` rule (RNN's outputs)."""

from __future__ import annotations

from .attention_draws import attention_presence
from .roi_draws import roi_presence
from .when_words import PRESENT

# by shape rule, the function of a module of its own that chooses the present tensors (all the
# tensors ahead of the shapes)
PRESENCE_DRAWS = {"attention_sizes": attention_presence, "roi_sizes": roi_presence}


def present_tensors(strategy, choose, d, desc: dict, row, op) -> list[str]:
    """The names of ``row``'s tensors the draw ``d`` holds."""
    tensors = (PRESENCE_DRAWS[strategy.rule](strategy, choose, d, desc) if strategy.rule in PRESENCE_DRAWS else
               [n for n, t in row.tensors.items()
                if (not t.optional or n in d.pins or d.when.get(n) == PRESENT or choose.boolean())
                and d.when.get(n, 0) is not None])
    for c in op.constraints:  # an any_present rule: one of its tensors at least
        free = [n for n in c.params.get("tensors", ()) if d.when.get(n, 0) is not None]
        if c.rule == "any_present" and free and not any(n in tensors for n in c.params["tensors"]):
            tensors.append(choose.choice(free))
    return tensors
