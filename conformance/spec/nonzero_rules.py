"""NONZERO_COORDINATES' shape rule: a scalar count, and coordinates of {1, ..., 1, M, N} with M the
input's element count and N from its effective rank to its DimensionCount."""

from __future__ import annotations

import math

from .rules import Rule, edited, register, resized


def effective_rank(sizes) -> int:
    """The DimensionCount without the leading 1s ({1, 2, 3, 4}: 3; {1, 1, 1, 1}: 0)."""
    sizes = list(sizes)
    lead = next((i for i, s in enumerate(sizes) if s != 1), len(sizes))
    return len(sizes) - lead


@register
class NonzeroCoordinatesSizes(Rule):
    """OutputCountTensor's sizes all 1; OutputCoordinatesTensor's {1, ..., 1, M, N}: M the input's
    element count, N at least the input's effective rank and at most its DimensionCount."""
    kind = "nonzero_coordinates_sizes"
    required = ("input", "count", "coordinates")

    def field_refs(self):
        return super().field_refs() + [self.params["count"], self.params["coordinates"]]

    def check(self, ctx):
        i, c, o = (ctx.tensor(self.params[k]) for k in ("input", "count", "coordinates"))
        out = []
        if c is not None and any(s != 1 for s in c.sizes):
            out.append(self.violation(f"{self.params['count']}.Sizes", list(c.sizes), "must all be 1 (a scalar)"))
        if i is None or o is None or o.rank < 2:
            return out
        sizes = list(o.sizes)
        m, n = sizes[-2], sizes[-1]
        if any(s != 1 for s in sizes[:-2]):
            out.append(self.violation(f"{self.params['coordinates']}.Sizes", sizes, "its sizes before the last two must be 1"))
        if m != math.prod(i.sizes):
            out.append(self.violation(f"{self.params['coordinates']}.Sizes", sizes,
                                      f"M (the second last size) must be {self.params['input']}'s element count "
                                      f"{math.prod(i.sizes)}"))
        low, high = effective_rank(i.sizes), i.rank
        if not low <= n <= high:
            out.append(self.violation(f"{self.params['coordinates']}.Sizes", sizes,
                                      f"N (the last size) must lie in [{low}, {high}]: from {self.params['input']}'s "
                                      f"effective rank to its DimensionCount"))
        return out

    def candidates(self, ctx):
        i, c, o = (ctx.tensor(self.params[k]) for k in ("input", "count", "coordinates"))
        if c is not None and c.rank:
            yield edited(ctx.desc, **{self.params["count"]: resized(ctx.desc[self.params["count"]],
                                                                     [2] + list(c.sizes[1:]))})
        if i is None or o is None or o.rank < 2:
            return
        name, sizes = self.params["coordinates"], list(o.sizes)
        for m, n in ((sizes[-2] + 1, sizes[-1]), (sizes[-2] - 1, sizes[-1]), (sizes[-2], i.rank + 1),
                     (sizes[-2], effective_rank(i.sizes) - 1)):
            if m >= 1 and n >= 1:
                yield edited(ctx.desc, **{name: resized(ctx.desc[name], sizes[:-2] + [m, n])})
        if o.rank > 2:
            yield edited(ctx.desc, **{name: resized(ctx.desc[name], [2] + sizes[1:])})
