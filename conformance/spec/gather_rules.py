"""GATHER's shape rule: the output's sizes from the input's, the indices', Axis and IndexDimensions."""

from __future__ import annotations

from ..reference.gather import gather_output_sizes
from .rules import Rule, edited, is_uint, register, resized


@register
class GatherSizes(Rule):
    """GATHER's output sizes: the page's concatenation (the last ``index_dimensions`` of the
    indices' sizes), right-aligned. Not judged while a rank differs or Axis or IndexDimensions is
    out of range: those are other rules' findings. The indices' leading sizes are
    gather_index_leading_ones's (an unspecified item's detector)."""
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


@register
class GatherIndexLeadingOnes(Rule):
    """The indices' sizes before the last ``index_dimensions`` are 1: the page calls them
    "irrelevant leading ones" but does not say a desc with others is invalid. Used as an
    unspecified item's detector (DirectML runs such descs, and devices differ)."""
    kind = "gather_index_leading_ones"
    required = ("indices_tensor", "index_dimensions")

    def field_refs(self):
        return super().field_refs() + [self.params["indices_tensor"], self.params["index_dimensions"]]

    def check(self, ctx):
        x, k = ctx.tensor(self.params["indices_tensor"]), ctx.desc.get(self.params["index_dimensions"])
        if x is None or not is_uint(k) or k > x.rank:
            return []
        leading = list(x.sizes[:x.rank - k])
        if all(s == 1 for s in leading):
            return []
        return [self.violation(f"{self.params['indices_tensor']}.Sizes", list(x.sizes),
                               f"its first {x.rank - k} sizes (before the last {self.params['index_dimensions']} "
                               f"= {k}) are not all 1: index values the output has no place for")]

    def candidates(self, ctx):
        x = ctx.tensor(self.params["indices_tensor"])
        k = ctx.desc.get(self.params["index_dimensions"])
        if x is not None and is_uint(k) and k < x.rank:
            sizes = list(x.sizes)
            sizes[0] += 1
            yield edited(ctx.desc, **{self.params["indices_tensor"]: resized(ctx.desc[self.params["indices_tensor"]], sizes)})
