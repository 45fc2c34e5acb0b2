"""RANDOM_GENERATOR's shapes (``random_state_sizes``): the state tensors [1, ..., 1, 6] and an
output of any sizes, its element count as often one that is not a multiple of 4 (the last
Philox block cut short: the counter still moves by ceil(n / 4)) as one that is."""

from __future__ import annotations


def random_shapes(b, choose, d, rank: int, desc: dict) -> dict[str, list[int]]:
    p = b.shape_rule
    out = b._bounded(choose, [1] * rank, 6, d.max_elements)
    b._widen(choose, out, rank - 1)
    state = [1] * (rank - 1) + [int(p["words"])]
    return {**{n: list(state) for n in p["state"]}, p["output"]: out}
