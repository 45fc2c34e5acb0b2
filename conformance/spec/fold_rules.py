"""UNFOLD's and FOLD's shape rule: the column tensor {N, C * prod(WindowSizes), BlockCount} from
the spatial tensor {N, C, *spatial} and the window (the pages' BlocksPerDimension formula)."""

from __future__ import annotations

import math

from ..reference.fold import blocks_per_dimension
from .rules import Rule, edited, register, resized

ARRAYS = ("window", "strides", "dilations", "start", "end")


@register
class FoldSizes(Rule):
    """``columns``' sizes are {N, C * prod(window), prod(BlocksPerDimension)} of ``spatial``'s
    {N, C, *spatial}, in three dimensions (erratum columns-rank: DirectML refuses a leading 1); every
    window, stride and dilation at least 1 and at least one block along each dimension (the
    formula divides by the stride and counts blocks from 1). Not judged while an array is not
    DimensionCount = spatial's rank - 2 long (other rules')."""
    kind = "fold_sizes"
    required = ("spatial", "columns") + ARRAYS

    def field_refs(self):
        return [self.params[k] for k in self.required]

    def _found(self, ctx):
        s, c = ctx.tensor(self.params["spatial"]), ctx.tensor(self.params["columns"])
        arrays = [ctx.uints(self.params[k]) for k in ARRAYS]
        if s is None or c is None or s.rank < 3 or c.rank < 3 or any(a is None or len(a) != s.rank - 2 for a in arrays):
            return None
        return s, c, arrays

    def expected(self, s, c, arrays) -> list[int]:
        window = arrays[0]
        n, ch, *spatial = s.sizes
        blocks = blocks_per_dimension(spatial, *arrays)
        return [n, ch * math.prod(window), math.prod(blocks)]

    def check(self, ctx):
        found = self._found(ctx)
        if found is None:
            return []
        s, c, arrays = found
        for key, values in zip(ARRAYS[:3], arrays[:3]):
            if 0 in values:
                return [self.violation(self.params[key], values, "holds 0: every window size, stride and dilation is at least 1")]
        blocks = blocks_per_dimension(list(s.sizes[2:]), *arrays)
        if 0 in blocks:
            d = blocks.index(0)
            return [self.violation(f"{self.params['spatial']}.Sizes[{d + 2}]", s.sizes[d + 2],
                                   f"with its padding is narrower than the dilated window along spatial dimension {d} "
                                   f"(no block fits)")]
        want = self.expected(s, c, arrays)
        if c.rank != 3:
            return [self.violation(f"{self.params['columns']}.Sizes", list(c.sizes),
                                   f"must be 3-D, {want}: {{N, C * prod({self.params['window']}), BlockCount}}")]
        if list(c.sizes) != want:
            return [self.violation(f"{self.params['columns']}.Sizes", list(c.sizes),
                                   f"must be {want}: {{N, C * prod({self.params['window']}), BlockCount}} of "
                                   f"{self.params['spatial']}.Sizes {list(s.sizes)}")]
        return []

    def candidates(self, ctx):
        found = self._found(ctx)
        if found is None or any(0 in a for a in found[2][:3]):
            return
        s, c, arrays = found
        want = self.expected(s, c, arrays)
        name = self.params["columns"]
        yield edited(ctx.desc, **{name: resized(ctx.desc[name], [1] + want)})  # the same rank as the other
        for d in reversed(range(len(want))):  # a block or a window element miscounted
            sizes = list(want)
            sizes[d] += 1
            yield edited(ctx.desc, **{name: resized(ctx.desc[name], sizes)})
        yield edited(ctx.desc, **{self.params["strides"]: [0] * len(arrays[1])})
