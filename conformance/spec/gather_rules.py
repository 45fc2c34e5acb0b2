"""GATHER's shape rule: the output's sizes from the input's, the indices', Axis and IndexDimensions."""

from __future__ import annotations

from ..reference.gather import gather_output_sizes
from .rules import Rule, edited, is_uint, register, resized


@register
class GatherSizes(Rule):
    """GATHER's shapes. ``indices``: its sizes before the last ``index_dimensions`` are 1 (the
    "irrelevant leading ones"); ``output``: the page's concatenation, right-aligned. Not judged
    while a rank differs or Axis or IndexDimensions is out of range: those are other rules' findings."""
    kind = "gather_sizes"
    required = ("input", "indices", "output", "axis", "index_dimensions")

    def field_refs(self):
        return super().field_refs() + [self.params[k] for k in ("indices", "axis", "index_dimensions")]

    def _tensors(self, ctx):
        i, x, o = (ctx.tensor(self.params[k]) for k in ("input", "indices", "output"))
        axis, k = ctx.desc.get(self.params["axis"]), ctx.desc.get(self.params["index_dimensions"])
        if None in (i, x, o) or not i.rank == x.rank == o.rank:
            return None
        if not is_uint(axis) or axis >= i.rank or not is_uint(k) or k > x.rank:
            return None
        return i, x, o, axis, k

    def check(self, ctx):
        found = self._tensors(ctx)
        if found is None:
            return []
        i, x, o, axis, k = found
        leading = list(x.sizes[:x.rank - k])
        if any(s != 1 for s in leading):
            return [self.violation(f"{self.params['indices']}.Sizes", list(x.sizes),
                                   f"its first {x.rank - k} sizes (before the last {self.params['index_dimensions']} "
                                   f"= {k}) must be 1")]
        want = gather_output_sizes(list(i.sizes), list(x.sizes), axis, k, o.rank)
        if want is None:
            return [self.violation(self.params["index_dimensions"], k,
                                   f"{self.params['input']}.Sizes {list(i.sizes)} with {k} index dimensions along "
                                   f"{self.params['axis']} {axis} need more than {o.rank} dimensions (only leading 1s "
                                   f"are cropped)")]
        if list(o.sizes) != want:
            return [self.violation(f"{self.params['output']}.Sizes", list(o.sizes),
                                   f"must be {want}: {self.params['input']}.Sizes split at {self.params['axis']} "
                                   f"({axis}) with the last {k} of {self.params['indices']}.Sizes between, right-aligned")]
        return []

    def candidates(self, ctx):
        found = self._tensors(ctx)
        if found is None:
            return
        i, x, o, axis, k = found
        want = gather_output_sizes(list(i.sizes), list(x.sizes), axis, k, o.rank)
        if want is None:
            return
        name = self.params["output"]
        # first the input's own sizes (the indices forgotten), then each dimension one larger
        if list(i.sizes) != want:
            yield edited(ctx.desc, **{name: resized(ctx.desc[name], list(i.sizes))})
        for d in reversed(range(len(want))):
            sizes = list(want)
            sizes[d] += 1
            yield edited(ctx.desc, **{name: resized(ctx.desc[name], sizes)})
