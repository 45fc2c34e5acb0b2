"""The shape rules of the resampling operators: ``resampled_sizes`` (RESAMPLE to RESAMPLE3: the
output's sizes are free, "the scales don't need to be exactly OutputSize / InputSize": crop or
clamp) and ``upsampled_sizes`` (UPSAMPLE_2D: the last two dimensions times ScaleSize)."""

from __future__ import annotations

from .rules import ExpectedSizes, Rule, register


@register
class ResampledSizes(Rule):
    """InputTensor and OutputTensor may have any sizes of one rank (the rank is another rule's):
    the scales need not be OutputSize / InputSize (Members: Scales). It names the tensors and the
    scales the generators draw, so it is the operator's shape rule; no desc violates it."""
    kind = "resampled_sizes"
    required = ("input", "output", "scales")
    optional = ("offsets",)
    violable = False

    def check(self, ctx):
        return []

    def candidates(self, ctx):
        return iter(())


@register
class UpsampledSizes(ExpectedSizes):
    """UPSAMPLE_2D: ``OutputTensor.Sizes`` is InputTensor's with the last two dimensions times
    ScaleSize.Height and ScaleSize.Width (Members: OutputTensor)."""
    kind = "upsampled_sizes"
    required = ("input", "output", "scale_size")
    last_first = True

    def expected(self, ctx):
        i, o = ctx.tensor(self.params["input"]), ctx.tensor(self.params["output"])
        size = ctx.desc.get(self.params["scale_size"])
        if None in (i, o) or not isinstance(size, dict) or i.rank != o.rank or i.rank < 2:
            return None, o
        h, w = size.get("Height"), size.get("Width")
        if not all(isinstance(v, int) and not isinstance(v, bool) and v >= 1 for v in (h, w)):
            return None, o
        return list(i.sizes[:-2]) + [i.sizes[-2] * h, i.sizes[-1] * w], o

    def how(self) -> str:
        return f"{self.params['input']}.Sizes with its last two times {self.params['scale_size']}.Height and .Width"
