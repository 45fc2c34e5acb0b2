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


@register
class ChannelCount(Rule):
    """A count field (VALUE_SCALE_2D's ChannelCount) is one of ``values`` and equals
    ``tensor.Sizes[dimension]``: the channel dimension it gives one value per channel for."""
    kind = "channel_count"
    required = ("tensor", "count", "dimension", "values")

    def field_refs(self):
        return super().field_refs() + [self.params["count"]]

    def check(self, ctx):
        count, t = ctx.desc.get(self.params["count"]), ctx.tensor(self.params["tensor"])
        name, dim = self.params["count"], int(self.params["dimension"])
        if not is_uint(count):
            return []  # the count's own kind says so
        out = []
        if count not in self.params["values"]:
            out.append(self.violation(name, count, f"must be one of {self.params['values']}"))
        if t is not None and dim < t.rank and t.sizes[dim] != count:
            out.append(self.violation(name, count, f"must equal {self.params['tensor']}.Sizes[{dim}] ({t.sizes[dim]})"))
        return out

    def candidates(self, ctx):
        t = ctx.tensor(self.params["tensor"])
        name, dim = self.params["count"], int(self.params["dimension"])
        count = ctx.desc.get(name)
        if t is None or dim >= t.rank or not is_uint(count):
            return
        arrays = [n for n in self.op.fields[name].of] if self.op is not None else []
        # a count the page does not allow, its arrays and every tensor of the count's size following it
        other = max(self.params["values"]) + 1
        changed = {n: list(ctx.desc[n]) + [ctx.desc[n][-1]] * (other - len(ctx.desc[n]))
                   for n in arrays if isinstance(ctx.desc.get(n), list) and ctx.desc[n]}
        for f in self.op.tensor_fields if self.op is not None else ():
            tt = ctx.tensor(f.name)
            if tt is not None and dim < tt.rank and tt.sizes[dim] == count:
                sizes = list(tt.sizes)
                sizes[dim] = other
                changed[f.name] = resized(ctx.desc[f.name], sizes)
        yield edited(ctx.desc, **{name: other}, **changed)
        # the count one of the values but not the tensor's size along the dimension
        for v in self.params["values"]:
            if v != count:
                yield edited(ctx.desc, **{name: v, **{n: [ctx.desc[n][0]] * v for n in arrays
                                                       if isinstance(ctx.desc.get(n), list) and ctx.desc[n]}})
