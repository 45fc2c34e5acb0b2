"""QUANTIZE's and DEQUANTIZE's shape rule: each member of QuantizationTensors has Sizes that divide
the quantized input's, dimension by dimension (each of its elements covers a block: a size of 1
broadcasts, the input's size is one element each). The pages say TBD; DirectML 1.15.4 computes
such blocks and refuses sizes that do not divide (docs/notes-quant4.md: observed)."""

from __future__ import annotations

from .rules import Rule, edited, register, resized


@register
class BlockedSizes(Rule):
    """Every member of the tensor_array ``members`` has ``whole``'s rank (else same_dimension_count
    judges it) and Sizes that divide ``whole``'s; ``output`` (the other side) has ``whole``'s Sizes."""
    kind = "blocked_sizes"
    required = ("members", "whole", "output")

    def field_refs(self):
        return [self.params["members"], self.params["whole"], self.params["output"]]

    def check(self, ctx):
        whole = ctx.tensor(self.params["whole"])
        if whole is None:
            return []
        out = []
        for name in ctx.members(self.params["members"]):
            m = ctx.tensor(name)
            if m is None or m.rank != whole.rank:
                continue
            off = [d for d in range(whole.rank) if whole.sizes[d] % m.sizes[d]]
            if off:
                out.append(self.violation(f"{name}.Sizes", list(m.sizes),
                                          f"must divide {self.params['whole']}.Sizes {list(whole.sizes)} "
                                          f"(dimension {off[0]}: {m.sizes[off[0]]} does not divide {whole.sizes[off[0]]})"))
        return out

    def candidates(self, ctx):
        whole = ctx.tensor(self.params["whole"])
        names = ctx.members(self.params["members"])
        if whole is None or not names:
            return
        last = names[-1]
        m = ctx.tensor(last)
        if m is None or m.rank != whole.rank:
            return
        d = whole.rank - 1
        for size in (whole.sizes[d] + 1, *(s for s in range(2, whole.sizes[d]) if whole.sizes[d] % s)):
            grown = list(m.sizes)
            grown[d] = size  # past the input, or between its divisors
            yield edited(ctx.desc, **{last: resized(ctx.json(last), grown)})
            break
