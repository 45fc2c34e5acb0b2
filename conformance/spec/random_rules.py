"""RANDOM_GENERATOR's shape rule (``random_state_sizes``): each state tensor holds the generator's
words along its last dimension, every other size 1 (Members: InputStateTensor: Philox 4x32-10's
{1,1,1,6}, from 4_0 one to eight dimensions: the support table's { [1], ..., 6 }); OutputTensor may
have any sizes (Members: OutputTensor), which the generators draw."""

from __future__ import annotations

from .rules import Rule, edited, register, resized


@register
class RandomStateSizes(Rule):
    """``state`` (the input and the optional output state) sized [1, ..., 1, ``words``];
    ``output`` any sizes."""
    kind = "random_state_sizes"
    required = ("state", "output", "words")

    def field_refs(self):
        return list(self.params["state"]) + [self.params["output"]]

    def _want(self, t) -> list[int]:
        return [1] * (t.rank - 1) + [int(self.params["words"])]

    def check(self, ctx):
        out = []
        for name in self.params["state"]:
            t = ctx.tensor(name)
            if t is not None and list(t.sizes) != self._want(t):
                out.append(self.violation(f"{name}.Sizes", list(t.sizes),
                                          f"must be {self._want(t)}: the generator's {self.params['words']} "
                                          "32-bit words along the last dimension, every other size 1"))
        return out

    def candidates(self, ctx):
        # one word more, then the words moved off the last dimension (a desc without
        # OutputStateTensor breaks only this rule; with it, same_sizes too, and the validator drops it)
        present = [n for n in self.params["state"] if ctx.tensor(n) is not None]
        if not present:
            return
        t = ctx.tensor(present[0])
        words = int(self.params["words"])
        shapes = [[1] * (t.rank - 1) + [words + 1]]
        if t.rank > 1:
            shapes.append([1] * (t.rank - 2) + [words, 1])
        for sizes in shapes:
            yield edited(ctx.desc, **{n: resized(ctx.json(n), sizes) for n in present})
