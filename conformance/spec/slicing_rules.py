"""The shape rules of SLICE and SLICE1 (``sliced_sizes``: the output's sizes from the slice or the
window and its strides; ``slice_in_bounds``: every read inside the input), TILE (``tiled_sizes``)
and REVERSE_SUBSEQUENCES (``sequence_lengths_sizes``), and ``nonzero_values`` (SLICE1's strides)."""

from __future__ import annotations

from ..reference.slicing import slice_max_copied, slice_read_range
from .rules import ExpectedSizes, Rule, edited, is_uint, register, resized


def _ints(ctx, name: str) -> list[int] | None:
    v = ctx.desc.get(name)
    return list(v) if isinstance(v, list) and all(isinstance(x, int) and not isinstance(x, bool) for x in v) else None


def _slice(rule: Rule, ctx):
    """The input and output tensors and the three arrays, when all are well-formed and of the
    tensors' rank (otherwise a rank, length or DimensionCount rule reports it)."""
    i, o = ctx.tensor(rule.params["input"]), ctx.tensor(rule.params["output"])
    offsets, sizes = ctx.uints(rule.params["offsets"]), ctx.uints(rule.params["sizes"])
    strides = _ints(ctx, rule.params["strides"])
    if None in (i, o, offsets, sizes, strides):
        return None
    if not i.rank == o.rank == len(offsets) == len(sizes) == len(strides):
        return None
    return i, o, offsets, sizes, strides


class _SliceRule(Rule):
    required = ("input", "output", "offsets", "sizes", "strides")
    # SLICE1: ``sizes`` is the input window's (InputWindowSizes), the output's at most what the
    # window and the stride reach; SLICE: ``sizes`` is the output's own
    optional = ("window",)

    def field_refs(self):
        return super().field_refs() + [self.params[k] for k in ("offsets", "sizes", "strides")]

    @property
    def window(self) -> bool:
        return bool(self.params.get("window", False))


@register
class SlicedSizes(_SliceRule):
    """SLICE: ``OutputTensor.Sizes == Sizes``. SLICE1: ``1 <= OutputTensor.Sizes[i] <=
    MaxCopiedElements[i] = 1 + (InputWindowSizes[i] - 1) / |InputWindowStrides[i]|`` (a window
    that is empty or a stride of 0 is another rule's finding)."""
    kind = "sliced_sizes"

    def check(self, ctx):
        found = _slice(self, ctx)
        if found is None:
            return []
        i, o, offsets, sizes, strides = found
        name = f"{self.params['output']}.Sizes"
        if not self.window:
            if list(o.sizes) != sizes:
                return [self.violation(name, list(o.sizes), f"must be {self.params['sizes']} = {sizes}")]
            return []
        out = []
        for d, (n, w, s) in enumerate(zip(o.sizes, sizes, strides)):
            if w >= 1 and s != 0 and not 1 <= n <= slice_max_copied(w, s):
                out.append(self.violation(f"{name}[{d}]", n, f"must be in [1, {slice_max_copied(w, s)}]: 1 + "
                                          f"({self.params['sizes']}[{d}] - 1) / |{self.params['strides']}[{d}]| = "
                                          f"1 + ({w} - 1) / {abs(s)}"))
        return out

    def candidates(self, ctx):
        found = _slice(self, ctx)
        if found is None:
            return
        i, o, offsets, sizes, strides = found
        name = self.params["output"]
        for d in reversed(range(len(sizes))):
            want = list(o.sizes)
            if self.window:
                if sizes[d] < 1 or strides[d] == 0:
                    continue
                want[d] = slice_max_copied(sizes[d], strides[d]) + 1  # one past what the window reaches
            else:
                want[d] = sizes[d] + 1
            yield edited(ctx.desc, **{name: resized(ctx.desc[name], want)})


@register
class SliceInBounds(_SliceRule):
    """Every read lies inside the input ("out-of-bounds reads are not permitted"). SLICE: the
    last position ``Offsets[i] + Strides[i] * (Sizes[i] - 1)`` below InputTensor.Sizes[i]. SLICE1:
    the window non-empty and inside, ``InputWindowOffsets[i] + InputWindowSizes[i] <=
    InputTensor.Sizes[i]``."""
    kind = "slice_in_bounds"

    def check(self, ctx):
        found = _slice(self, ctx)
        if found is None:
            return []
        i, o, offsets, sizes, strides = found
        out = []
        for d, (n, a, w, s) in enumerate(zip(i.sizes, offsets, sizes, strides)):
            if self.window:
                if w < 1:
                    out.append(self.violation(f"{self.params['sizes']}[{d}]", w, "the window must not be empty"))
                elif a + w > n:
                    out.append(self.violation(f"{self.params['offsets']}[{d}]", a,
                                              f"{self.params['offsets']}[{d}] + {self.params['sizes']}[{d}] = {a + w} "
                                              f"must be at most {self.params['input']}.Sizes[{d}] = {n}"))
            elif w >= 1 and s >= 0:
                last = slice_read_range(a, w, s)[1]
                if last >= n:
                    out.append(self.violation(f"{self.params['offsets']}[{d}]", a,
                                              f"reads position {a} + {s} * ({w} - 1) = {last}, past "
                                              f"{self.params['input']}.Sizes[{d}] = {n}"))
        return out

    def candidates(self, ctx):
        found = _slice(self, ctx)
        if found is None:
            return
        i, o, offsets, sizes, strides = found
        name = self.params["offsets"]
        for d in reversed(range(len(offsets))):
            if self.window:
                moved = i.sizes[d] - sizes[d] + 1  # the window one past the input's end
            elif strides[d] >= 0 and sizes[d] >= 1:
                moved = i.sizes[d] - strides[d] * (sizes[d] - 1)  # the last read one past the end
            else:
                continue
            if moved >= 0:
                yield edited(ctx.desc, **{name: offsets[:d] + [moved] + offsets[d + 1:]})


@register
class NonzeroValues(Rule):
    """No value of the array ``field`` is 0 (SLICE1's strides: "Strides may not be 0")."""
    kind = "nonzero_values"
    required = ("field",)

    def check(self, ctx):
        values = _ints(ctx, self.params["field"])
        return [self.violation(f"{self.params['field']}[{d}]", 0, "must not be 0")
                for d, v in enumerate(values or []) if v == 0]

    def candidates(self, ctx):
        values = _ints(ctx, self.params["field"])
        for d in reversed(range(len(values or []))):
            yield edited(ctx.desc, **{self.params["field"]: values[:d] + [0] + values[d + 1:]})


@register
class TiledSizes(ExpectedSizes):
    """``OutputTensor.Sizes[i] = InputTensor.Sizes[i] * Repeats[i]`` (a Repeats value of 0 is the
    range rule's finding: not judged here)."""
    kind = "tiled_sizes"
    required = ("input", "output", "repeats")
    last_first = True

    def field_refs(self):
        return super().field_refs() + [self.params["repeats"]]

    def expected(self, ctx):
        i, o = ctx.tensor(self.params["input"]), ctx.tensor(self.params["output"])
        repeats = ctx.uints(self.params["repeats"])
        if None in (i, o, repeats) or not i.rank == o.rank == len(repeats) or 0 in repeats:
            return None, o
        return [n * r for n, r in zip(i.sizes, repeats)], o

    def how(self) -> str:
        return f"{self.params['input']}.Sizes * {self.params['repeats']}"


@register
class SequenceLengthsSizes(Rule):
    """REVERSE_SUBSEQUENCES: SequenceLengthsTensor has the input's sizes but 1 along ``axis``. Not
    judged while the ranks differ or Axis is out of range (other rules' findings)."""
    kind = "sequence_lengths_sizes"
    required = ("input", "lengths", "axis")

    def field_refs(self):
        return super().field_refs() + [self.params["lengths"], self.params["axis"]]

    def expected(self, ctx):
        i, n = ctx.tensor(self.params["input"]), ctx.tensor(self.params["lengths"])
        axis = ctx.desc.get(self.params["axis"])
        if None in (i, n) or i.rank != n.rank or not is_uint(axis) or axis >= i.rank:
            return None, n, None
        return [1 if d == axis else s for d, s in enumerate(i.sizes)], n, i

    def check(self, ctx):
        want, n, _ = self.expected(ctx)
        if want is not None and list(n.sizes) != want:
            return [self.violation(f"{self.params['lengths']}.Sizes", list(n.sizes),
                                   f"must be {want}: {self.params['input']}.Sizes with 1 along {self.params['axis']}")]
        return []

    def candidates(self, ctx):
        want, n, i = self.expected(ctx)
        if want is None:
            return
        name = self.params["lengths"]
        if list(i.sizes) != want:  # the axis kept whole (one length per element)
            yield edited(ctx.desc, **{name: resized(ctx.desc[name], list(i.sizes))})
        for d in reversed(range(len(want))):
            sizes = list(want)
            sizes[d] += 1
            yield edited(ctx.desc, **{name: resized(ctx.desc[name], sizes)})
