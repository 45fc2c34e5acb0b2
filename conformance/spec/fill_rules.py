"""The generators' shape rules: an output whose sizes no input decides (FILL_VALUE_CONSTANT,
FILL_VALUE_SEQUENCE, DIAGONAL_MATRIX: ``any_sizes``), and ONE_HOT's output (the indices' sizes
with any length along Axis: ``one_hot_sizes``)."""

from __future__ import annotations

from .rules import Rule, edited, is_uint, register, resized


@register
class AnySizes(Rule):
    """The page lets ``tensors`` have any sizes ("This tensor may have any size"): nothing to
    check beyond the support table and the tensor desc's own rules. It names the tensors the
    generators size, so it is the operator's shape rule; no desc violates it."""
    kind = "any_sizes"
    required = ("tensors",)
    violable = False

    def check(self, ctx):
        return []

    def candidates(self, ctx):
        return iter(())


@register
class OneHotSizes(Rule):
    """IndicesTensor's sizes are OutputTensor's but along Axis, where they are 1; OutputTensor's
    along Axis is above 0 (Members: IndicesTensor, OutputTensor); ValuesTensor holds at least two
    elements (Members: ValuesTensor). Not judged while a rank differs or Axis is out of range."""
    kind = "one_hot_sizes"
    required = ("indices", "values", "output", "axis")

    def field_refs(self):
        return super().field_refs() + [self.params[k] for k in ("indices", "values", "axis")]

    def _tensors(self, ctx):
        i, v, o = (ctx.tensor(self.params[k]) for k in ("indices", "values", "output"))
        axis = ctx.desc.get(self.params["axis"])
        if None in (i, v, o) or i.rank != o.rank or not is_uint(axis) or axis >= i.rank:
            return None
        return i, v, o, axis

    def check(self, ctx):
        found = self._tensors(ctx)
        if found is None:
            return []
        i, v, o, axis = found
        out = []
        want = [1 if d == axis else s for d, s in enumerate(o.sizes)]
        if list(i.sizes) != want:
            out.append(self.violation(f"{self.params['indices']}.Sizes", list(i.sizes),
                                      f"must be {want}: {self.params['output']}.Sizes with 1 along "
                                      f"{self.params['axis']} ({axis})"))
        if v.element_count < 2:
            out.append(self.violation(f"{self.params['values']}.Sizes", list(v.sizes),
                                      "must hold at least two elements (OffValue and OnValue)"))
        return out

    def candidates(self, ctx):
        found = self._tensors(ctx)
        if found is None:
            return
        i, v, o, axis = found
        name = self.params["indices"]
        sizes = list(i.sizes)
        sizes[axis] += 1  # the indices not 1 along Axis
        yield edited(ctx.desc, **{name: resized(ctx.desc[name], sizes)})
        name = self.params["values"]
        yield edited(ctx.desc, **{name: resized(ctx.desc[name], [1] * v.rank)})
        other = next((d for d in range(o.rank) if d != axis), None)
        if other is not None:
            sizes = list(o.sizes)
            sizes[other] += 1
            yield edited(ctx.desc, **{self.params["output"]: resized(ctx.desc[self.params["output"]], sizes)})
