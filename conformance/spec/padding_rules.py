"""PADDING's and PADDING1's shape rule (each output size is the input's plus both paddings), and
the detector of a mirror with no room to fold (REFLECTION along a dimension of one element)."""

from __future__ import annotations

from .rules import ExpectedSizes, Rule, edited, register, resized


def _arrays(rule: Rule, ctx):
    """The input and output tensors and the two padding arrays, when all are well-formed and of
    the tensors' rank (otherwise a rank, length or DimensionCount rule reports it)."""
    i, o = ctx.tensor(rule.params["input"]), ctx.tensor(rule.params["output"])
    start, end = ctx.uints(rule.params["start"]), ctx.uints(rule.params["end"])
    if i is None or o is None or start is None or end is None:
        return None
    if not i.rank == o.rank == len(start) == len(end):
        return None
    return i, o, start, end


@register
class PaddedSizes(ExpectedSizes):
    """``OutputTensor.Sizes[i] = InputTensor.Sizes[i] + StartPadding[i] + EndPadding[i]``."""
    kind = "padded_sizes"
    required = ("input", "output", "start", "end")
    last_first = True

    def field_refs(self):
        return super().field_refs() + [self.params["start"], self.params["end"]]

    def expected(self, ctx):
        found = _arrays(self, ctx)
        if found is None:
            return None, None
        i, o, start, end = found
        return [s + a + b for s, a, b in zip(i.sizes, start, end)], o

    def how(self) -> str:
        return f"{self.params['input']}.Sizes + {self.params['start']} + {self.params['end']}"


@register
class MirrorHasRoom(Rule):
    """Under ``mode`` (a PaddingMode value: DML_PADDING_MODE_REFLECTION), each dimension that
    is padded holds at least two elements: reflection leaves the edge out, so a dimension of
    one element has nothing to mirror. Used as an unspecified item's detector."""
    kind = "mirror_has_room"
    required = ("input", "output", "start", "end", "mode", "values")

    def field_refs(self):
        return super().field_refs() + [self.params["start"], self.params["end"], self.params["mode"]]

    def check(self, ctx):
        mode = ctx.desc.get(self.params["mode"])
        f = ctx.op.fields.get(self.params["mode"])
        names = self.params["values"]
        enum = self.specs.enums.get(f.enum, {}) if f is not None and f.enum else {}
        if mode not in names and mode not in {enum.get(n) for n in names}:
            return []
        found = _arrays(self, ctx)
        if found is None:
            return []
        i, _, start, end = found
        return [self.violation(f"{self.params['input']}.Sizes[{d}]", 1,
                               f"is padded ({self.params['start']} {a}, {self.params['end']} {b}) under "
                               f"{mode}, which mirrors without the edge: one element leaves nothing to mirror")
                for d, (s, a, b) in enumerate(zip(i.sizes, start, end)) if s == 1 and a + b > 0]

    def candidates(self, ctx):
        found = _arrays(self, ctx)
        if found is None:
            return
        i, o, start, end = found
        for d, s in enumerate(i.sizes):
            if s > 1:
                sizes, out = list(i.sizes), list(o.sizes)
                sizes[d], out[d] = 1, 1 + start[d] + end[d]
                yield edited(ctx.desc, **{self.params["input"]: resized(ctx.desc[self.params["input"]], sizes),
                                         self.params["output"]: resized(ctx.desc[self.params["output"]], out)})
