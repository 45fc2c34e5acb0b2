"""DEPTH_TO_SPACE(1)'s and SPACE_TO_DEPTH(1)'s shape rule: the output's sizes from the input's and
BlockSize, one way or the other (``to: space`` or ``to: depth``)."""

from __future__ import annotations

from ..reference.depth_space import depth_to_space_sizes, space_to_depth_sizes
from .rules import Rule, edited, is_uint, register, resized

SIZES = {"space": depth_to_space_sizes, "depth": space_to_depth_sizes}


@register
class DepthSpaceSizes(Rule):
    """``to: space``: {N, C, H, W} -> {N, C / b², H b, W b}, C a multiple of b²; ``to: depth``:
    {N, C, H, W} -> {N, C b², H / b, W / b}, H and W multiples of b; b (``block``) at least 1.
    Not judged while a tensor is not 4-D (the support table's rule)."""
    kind = "depth_space_sizes"
    required = ("input", "output", "block", "to")

    def setup(self):
        if self.params["to"] not in SIZES:
            raise ValueError(f"{self.where}: to must be one of {', '.join(SIZES)}")

    def field_refs(self):
        return super().field_refs() + [self.params["block"]]

    def _found(self, ctx):
        i, o = ctx.tensor(self.params["input"]), ctx.tensor(self.params["output"])
        b = ctx.desc.get(self.params["block"])
        if i is None or o is None or i.rank != 4 or o.rank != 4 or not is_uint(b):
            return None
        return i, o, int(b)

    def _indivisible(self, sizes, b: int) -> list[tuple[str, int, int]]:
        """(what, its size, the divisor) of each size the block must divide."""
        if self.params["to"] == "space":
            return [("Sizes[1]", sizes[1], b * b)] if sizes[1] % (b * b) else []
        return [(f"Sizes[{d}]", sizes[d], b) for d in (2, 3) if sizes[d] % b]

    def check(self, ctx):
        found = self._found(ctx)
        if found is None:
            return []
        i, o, b = found
        name = self.params["input"]
        if b == 0:
            return [self.violation(self.params["block"], 0, "a block of no elements moves nothing (the sizes divide by it)")]
        bad = self._indivisible(list(i.sizes), b)
        if bad:
            what, size, by = bad[0]
            return [self.violation(f"{name}.{what}", size, f"must be a multiple of {by} ({self.params['block']} {b})")]
        want = SIZES[self.params["to"]](i.sizes, b)
        if list(o.sizes) != want:
            return [self.violation(f"{self.params['output']}.Sizes", list(o.sizes),
                                   f"must be {want}: {name}.Sizes {list(i.sizes)} with {self.params['block']} {b}, "
                                   f"moved to {self.params['to']}")]
        return []

    def candidates(self, ctx):
        found = self._found(ctx)
        if found is None or found[2] == 0:
            return
        i, o, b = found
        want = SIZES[self.params["to"]](i.sizes, b)
        out = self.params["output"]
        # the other direction's sizes (a mixed-up operator), then each dimension one larger, then no block
        other = SIZES["depth" if self.params["to"] == "space" else "space"](i.sizes, b)
        if b > 1 and other != want and all(other):
            yield edited(ctx.desc, **{out: resized(ctx.desc[out], other)})
        for d in reversed(range(4)):
            sizes = list(want)
            sizes[d] += 1
            yield edited(ctx.desc, **{out: resized(ctx.desc[out], sizes)})
        yield edited(ctx.desc, **{self.params["block"]: 0})
