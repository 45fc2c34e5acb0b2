"""The shape rules of the resampling operators: ``resampled_sizes`` (RESAMPLE to RESAMPLE3: the
output's sizes are free, "the scales don't need to be exactly OutputSize / InputSize": crop or
clamp) and ``upsampled_sizes`` (UPSAMPLE_2D: the last two dimensions times ScaleSize)."""

from __future__ import annotations

from .rules import ExpectedSizes, Rule, edited, register

UINT_MAX = 2**32 - 1


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
        want = list(i.sizes[:-2]) + [i.sizes[-2] * h, i.sizes[-1] * w]
        if max(want[-2:]) > UINT_MAX:  # no UINT size: upsample_scale_range's finding
            return None, o
        return want, o

    def how(self) -> str:
        return f"{self.params['input']}.Sizes with its last two times {self.params['scale_size']}.Height and .Width"


@register
class UpsampleScaleRange(Rule):
    """UPSAMPLE_2D: ``0 < ScaleSize.Height <= UINT_MAX / InputHeight`` and the same for Width
    (Members: ScaleSize), read with the integer quotient: the scaled size is a UINT."""
    kind = "upsample_scale_range"
    required = ("input", "scale_size")
    MEMBERS = (("Height", -2), ("Width", -1))

    def _bounds(self, ctx):
        i = ctx.tensor(self.params["input"])
        size = ctx.desc.get(self.params["scale_size"])
        if i is None or i.rank < 2 or not isinstance(size, dict):
            return None, None
        return size, {m: UINT_MAX // max(1, i.sizes[d]) for m, d in self.MEMBERS}

    def check(self, ctx):
        size, most = self._bounds(ctx)
        if size is None:
            return []
        out = []
        for m, d in self.MEMBERS:
            v = size.get(m)
            if isinstance(v, int) and not isinstance(v, bool) and not 0 < v <= most[m]:
                out.append(self.violation(f"{self.params['scale_size']}.{m}", v,
                                          f"must be in [1, UINT_MAX / {self.params['input']}.Sizes[{d}] = {most[m]}]"))
        return out

    def candidates(self, ctx):
        size, most = self._bounds(ctx)
        if size is None:
            return
        for m, _ in self.MEMBERS:
            for v in (0, most[m] + 1) if most[m] < UINT_MAX else (0,):  # UINT_MAX + 1 is no UINT
                yield edited(ctx.desc, **{self.params["scale_size"]: {**size, m: v}})


def _power_of_two(v) -> bool:
    import math

    if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or v <= 0:
        return False
    return math.frexp(float(v))[0] == 0.5


@register
class InexactIntegerAverage(Rule):
    """A detect only (integer-rounding): a LINEAR resample into an integer type at a scale that is
    no power of two, whose weights (thirds at Scale 3 or 1.5) a FLOAT computation rounds, so an
    average whose exact value is an integer may truncate to the integer below (DirectML 1.15.4:
    12 computed as 11.99999 gives 11)."""
    kind = "inexact_integer_average"
    required = ("output", "scales", "mode")

    def check(self, ctx):
        o = ctx.tensor(self.params["output"])
        mode = ctx.desc.get(self.params["mode"])
        scales = ctx.desc.get(self.params["scales"])
        if o is None or o.data_type.is_float or not isinstance(scales, list):
            return []
        if mode not in ("DML_INTERPOLATION_MODE_LINEAR", 1):
            return []
        odd = [d for d, s in enumerate(scales) if not _power_of_two(s)]
        return [self.violation(f"{self.params['scales']}[{d}]", scales[d], "is no power of two: FLOAT weights round")
                for d in odd[:1]]

    def candidates(self, ctx):
        return iter(())
