"""JOIN's and SPLIT's shape rule: the parts (an array of tensor descs) are the whole cut along
Axis. Every part has the whole's sizes except along Axis, where their sizes sum to the whole's."""

from __future__ import annotations

from .rules import Rule, edited, register, resized


@register
class JoinedSizes(Rule):
    """``parts`` (a tensor_array field) joined along the dimension ``axis`` names are ``whole``:
    each part's Sizes equal whole's except at Axis, and the parts' sizes at Axis sum to whole's
    (the pseudocode of the JOIN and SPLIT pages). A rank that differs (same_dimension_count) or
    an Axis out of range (values_in_range) is another rule's finding, not judged here."""
    kind = "joined_sizes"
    required = ("parts", "whole", "axis")

    def field_refs(self):
        return [self.params["parts"], self.params["whole"], self.params["axis"]]

    def _shapes(self, ctx):
        whole = ctx.tensor(self.params["whole"])
        axis = ctx.desc.get(self.params["axis"])
        names = ctx.members(self.params["parts"])
        parts = [ctx.tensor(n) for n in names]
        if whole is None or not names or any(p is None for p in parts):
            return None
        if not isinstance(axis, int) or isinstance(axis, bool) or not 0 <= axis < whole.rank:
            return None
        if any(p.rank != whole.rank for p in parts):
            return None
        return whole, axis, list(zip(names, parts))

    def check(self, ctx):
        found = self._shapes(ctx)
        if found is None:
            return []
        whole, axis, parts = found
        out = []
        for name, p in parts:
            off = [d for d in range(whole.rank) if d != axis and p.sizes[d] != whole.sizes[d]]
            if off:
                out.append(self.violation(f"{name}.Sizes", list(p.sizes),
                                          f"must equal {self.params['whole']}.Sizes {list(whole.sizes)} except "
                                          f"along {self.params['axis']} {axis} (dimension {off[0]} differs)"))
        total = sum(p.sizes[axis] for _, p in parts)
        if not out and total != whole.sizes[axis]:
            out.append(self.violation(f"{self.params['whole']}.Sizes[{axis}]", whole.sizes[axis],
                                      f"must be the sum of {self.params['parts']}' sizes along "
                                      f"{self.params['axis']} ({total})"))
        return out

    def candidates(self, ctx):
        found = self._shapes(ctx)
        if found is None:
            return
        whole, axis, parts = found
        name = self.params["whole"]
        sizes = list(whole.sizes)
        sizes[axis] += 1  # one part's size left out of the sum, or counted twice
        yield edited(ctx.desc, **{name: resized(ctx.json(name), sizes)})
        if sizes[axis] > 2:
            sizes[axis] -= 2
            yield edited(ctx.desc, **{name: resized(ctx.json(name), sizes)})
        last, p = parts[-1]
        for d in reversed(range(whole.rank)):
            if d != axis:  # a part that differs off the axis (a join along the wrong dimension)
                grown = list(p.sizes)
                grown[d] += 1
                yield edited(ctx.desc, **{last: resized(ctx.json(last), grown)})
