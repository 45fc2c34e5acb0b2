"""Rule kinds on a pooling desc: the window fits the padded input, the output sizes the window
and strides give, padding below the window, a window that reaches the input (and
``padding_only_window``, the first window position that reads padding only)."""

from __future__ import annotations

from .rules import DescContext, Rule, edited, register, resized


def _pool_span(arrays, i):
    return (arrays["WindowSize"][i] - 1) * arrays["Dilations"][i] + 1


@register
class PoolingWindowFits(Rule):
    kind = "pooling_window_fits"
    required = ("input",)

    def check(self, ctx):
        arrays, t = ctx.spatial(), ctx.tensor(self.params["input"])
        if arrays is None or t is None or t.rank - 2 != len(arrays["WindowSize"]) or 0 in arrays["WindowSize"] \
                or 0 in arrays["Dilations"]:
            return []
        out = []
        for i in range(len(arrays["WindowSize"])):
            padded = t.sizes[i + 2] + arrays["StartPadding"][i] + arrays["EndPadding"][i]
            if _pool_span(arrays, i) > padded:
                out.append(self.violation(f"WindowSize[{i}]", arrays["WindowSize"][i],
                                          f"the dilated window ({_pool_span(arrays, i)}) is larger than the padded "
                                          f"input ({padded})"))
        return out

    def candidates(self, ctx):
        arrays, t = ctx.spatial(), ctx.tensor(self.params["input"])
        if arrays is None or t is None or t.rank - 2 != len(arrays["WindowSize"]) or 0 in arrays["Dilations"]:
            return
        for i in range(len(arrays["WindowSize"])):
            padded = t.sizes[i + 2] + arrays["StartPadding"][i] + arrays["EndPadding"][i]
            window = list(arrays["WindowSize"])
            window[i] = padded // arrays["Dilations"][i] + 2
            yield edited(ctx.desc, WindowSize=window)


def pooling_expected_sizes(ctx: DescContext, input_name: str) -> list[int] | None:
    """The output sizes the (dilation-aware) formula gives, or None when it cannot apply."""
    arrays, t = ctx.spatial(), ctx.tensor(input_name)
    if arrays is None or t is None or t.rank - 2 != len(arrays["Strides"]) or 0 in arrays["Strides"] \
            or 0 in arrays["WindowSize"] or 0 in arrays["Dilations"]:
        return None
    sizes = list(t.sizes[:2])
    for i in range(len(arrays["Strides"])):
        padded = t.sizes[i + 2] + arrays["StartPadding"][i] + arrays["EndPadding"][i]
        if _pool_span(arrays, i) > padded:
            return None
        sizes.append((padded - _pool_span(arrays, i)) // arrays["Strides"][i] + 1)
    return sizes


@register
class PoolingOutputSizes(Rule):
    kind = "pooling_output_sizes"
    required = ("input", "output")
    optional = ("follow",)  # tensors that share the output's sizes: resized with it by candidates

    def field_refs(self):
        return super().field_refs() + list(self.params.get("follow", []))

    def check(self, ctx):
        want = pooling_expected_sizes(ctx, self.params["input"])
        o = ctx.tensor(self.params["output"])
        if want is None or o is None or o.rank != len(want) or list(o.sizes) == want:
            return []
        return [self.violation(f"{self.params['output']}.Sizes", list(o.sizes),
                               f"must be {want} (padded size, dilated window, strides)")]

    def candidates(self, ctx):
        want = pooling_expected_sizes(ctx, self.params["input"])
        if want is None:
            return
        names = [self.params["output"], *self.params.get("follow", [])]
        for d in range(len(want) - 1, -1, -1):
            sizes = list(want)
            sizes[d] += 1
            yield edited(ctx.desc, **{n: resized(ctx.desc[n], sizes) for n in names if ctx.tensor(n) is not None})


@register
class PoolingPaddingBelowWindow(Rule):
    kind = "pooling_padding_below_window"
    required = ()

    def check(self, ctx):
        arrays = ctx.spatial()
        if arrays is None:
            return []
        out = []
        for i in range(len(arrays["WindowSize"])):
            span = _pool_span(arrays, i)
            for side in ("StartPadding", "EndPadding"):
                if arrays[side][i] >= span:
                    out.append(self.violation(f"{side}[{i}]", arrays[side][i],
                                              f"is at least the dilated window ({span})"))
        return out


@register
class PoolingWindowInInput(Rule):
    """Every window holds at least one input element (with dilations a window can step over
    the whole input and land in padding only)."""
    kind = "pooling_window_in_input"
    required = ("input",)

    def check(self, ctx):
        arrays = ctx.spatial()
        t = ctx.tensor(self.params["input"])
        if arrays is None or t is None or t.rank - 2 != len(arrays["WindowSize"]):
            return []
        out = []
        for i, size in enumerate(t.sizes[2:]):
            j = padding_only_window(size, arrays["WindowSize"][i], arrays["Strides"][i], arrays["StartPadding"][i],
                                    arrays["EndPadding"][i], arrays["Dilations"][i])
            if j is not None:
                out.append(self.violation(f"WindowSize[{i}]", arrays["WindowSize"][i],
                                          f"window {j} of dimension {i + 2} lies entirely in padding"))
        return out


def padding_only_window(size: int, window: int, stride: int, start: int, end: int, dilation: int) -> int | None:
    """The first window along one spatial dimension that holds padding only, or None.

    Window j starts at f = j * stride - start and holds f + k * dilation for 0 <= k < window.
    It misses the input [0, size) when it ends before it (f + (window - 1) * dilation < 0),
    starts after it (f >= size), or straddles it with the input in a gap between two of its
    elements: f < 0 and its first element at or past 0, f mod dilation, is >= size. The
    first of each is arithmetic (the gap case: the first j with (stride * j - start) mod
    dilation in [size, dilation - 1], by ``_first_in_range``), so this is O(log) in the values,
    not a loop over windows or their elements (a 2^40 window is one call, not 2^40 steps).
    """
    padded = size + start + end
    span = (window - 1) * dilation + 1
    if stride == 0 or dilation == 0 or span > padded:
        return None
    count = (padded - span) // stride + 1  # windows j = 0 .. count - 1
    if window <= 0 or (window - 1) * dilation < start:
        return 0  # no element, or window 0 ends in the start padding (and so do the next ones first)
    found = []
    after = -(-(size + start) // stride)  # the first window starting past the input
    if after < count:
        found.append(after)
    before = -(-start // stride)  # windows 0 .. before - 1 start in the start padding (f < 0)
    if dilation > size and before > 0:
        j = _first_mod_in_range(stride, (-start) % dilation, dilation, size, dilation - 1)
        if j is not None and j < min(before, count):
            found.append(j)
    return min(found) if found else None


def _first_mod_in_range(a: int, b: int, m: int, lo: int, hi: int) -> int | None:
    """The least x >= 0 with lo <= (a * x + b) mod m <= hi (0 <= lo <= hi < m), or None."""
    a, b = a % m, b % m
    # (a x + b) mod m in [lo, hi]  <=>  a x mod m in [lo - b, hi - b] (mod m): one or two ranges
    lo2, hi2 = (lo - b) % m, (hi - b) % m
    ranges = [(lo2, hi2)] if lo2 <= hi2 else [(lo2, m - 1), (0, hi2)]
    found = [x for x in (_first_in_range(a, m, l, h) for l, h in ranges) if x is not None]
    return min(found) if found else None


def _first_in_range(a: int, m: int, lo: int, hi: int) -> int | None:
    """The least x >= 0 with lo <= a * x mod m <= hi (0 <= a < m, 0 <= lo <= hi < m), or None.

    Euclid's descent: if no multiple of a lies in [lo, hi], the least x belongs to the least
    y with a multiple of a in [lo + m y, hi + m y], i.e. with m y mod a in [-hi, -lo] (mod a),
    the same question on (m mod a, a); the steps shrink as Euclid's algorithm's do."""
    if lo == 0:
        return 0
    if a == 0:
        return None
    x = -(-lo // a)
    if a * x <= hi:
        return x
    y = _first_in_range(m % a, a, (-hi) % a, (-lo) % a)
    if y is None:
        return None
    return -(-(lo + m * y) // a)
