"""The gather family's shape rules: GATHER's output from the input's sizes, the indices', Axis and
IndexDimensions; GATHER_ELEMENTS' and SCATTER's indices along Axis; GATHER_ND's, GATHER_ND1's and
SCATTER_ND's index tuples."""

from __future__ import annotations

from ..reference.gather import gather_output_sizes, nd_sizes
from .rules import Rule, edited, is_uint, register, resized


@register
class GatherSizes(Rule):
    """GATHER's output sizes: the page's concatenation (the last ``index_dimensions`` of the
    indices' sizes), right-aligned. Not judged while a rank differs or Axis or IndexDimensions is
    out of range: those are other rules' findings. The indices' leading sizes are
    gather_index_leading_ones's (an unspecified item's detector)."""
    kind = "gather_sizes"
    required = ("input", "indices", "output", "axis", "index_dimensions")

    def field_refs(self):
        return super().field_refs() + [self.params[k] for k in ("indices", "axis", "index_dimensions")]

    def _tensors(self, ctx):
        i, x, o = (ctx.tensor(self.params[k]) for k in ("input", "indices", "output"))
        axis, k = ctx.desc.get(self.params["axis"]), ctx.desc.get(self.params["index_dimensions"])
        if None in (i, x, o) or not i.rank == x.rank == o.rank:
            return None
        if not is_uint(axis) or axis >= i.rank or not is_uint(k) or k > x.rank:
            return None
        return i, x, o, axis, k

    def check(self, ctx):
        found = self._tensors(ctx)
        if found is None:
            return []
        i, x, o, axis, k = found
        want = gather_output_sizes(list(i.sizes), list(x.sizes), axis, k, o.rank)
        if want is None:
            return [self.violation(self.params["index_dimensions"], k,
                                   f"{self.params['input']}.Sizes {list(i.sizes)} with {k} index dimensions along "
                                   f"{self.params['axis']} {axis} need more than {o.rank} dimensions (only leading 1s "
                                   f"are cropped)")]
        if list(o.sizes) != want:
            return [self.violation(f"{self.params['output']}.Sizes", list(o.sizes),
                                   f"must be {want}: {self.params['input']}.Sizes split at {self.params['axis']} "
                                   f"({axis}) with the last {k} of {self.params['indices']}.Sizes between, right-aligned")]
        return []

    def candidates(self, ctx):
        found = self._tensors(ctx)
        if found is None:
            return
        i, x, o, axis, k = found
        want = gather_output_sizes(list(i.sizes), list(x.sizes), axis, k, o.rank)
        if want is None:
            return
        name = self.params["output"]
        # first the input's own sizes (the indices forgotten), then each dimension one larger
        if list(i.sizes) != want:
            yield edited(ctx.desc, **{name: resized(ctx.desc[name], list(i.sizes))})
        for d in reversed(range(len(want))):
            sizes = list(want)
            sizes[d] += 1
            yield edited(ctx.desc, **{name: resized(ctx.desc[name], sizes)})


@register
class GatherIndexLeadingOnes(Rule):
    """The indices' sizes before the last ``index_dimensions`` are 1: the page calls them
    "irrelevant leading ones" but does not say a desc with others is invalid. Used as an
    unspecified item's detector (DirectML runs such descs, and devices differ)."""
    kind = "gather_index_leading_ones"
    required = ("indices_tensor", "index_dimensions")

    def field_refs(self):
        return super().field_refs() + [self.params["indices_tensor"], self.params["index_dimensions"]]

    def check(self, ctx):
        x, k = ctx.tensor(self.params["indices_tensor"]), ctx.desc.get(self.params["index_dimensions"])
        if x is None or not is_uint(k) or k > x.rank:
            return []
        leading = list(x.sizes[:x.rank - k])
        if all(s == 1 for s in leading):
            return []
        return [self.violation(f"{self.params['indices_tensor']}.Sizes", list(x.sizes),
                               f"its first {x.rank - k} sizes (before the last {self.params['index_dimensions']} "
                               f"= {k}) are not all 1: index values the output has no place for")]

    def candidates(self, ctx):
        x = ctx.tensor(self.params["indices_tensor"])
        k = ctx.desc.get(self.params["index_dimensions"])
        if x is not None and is_uint(k) and k < x.rank:
            sizes = list(x.sizes)
            sizes[0] += 1
            yield edited(ctx.desc, **{self.params["indices_tensor"]: resized(ctx.desc[self.params["indices_tensor"]], sizes)})


def _written(rule) -> str:
    """The tensor of the indices' (elements) or the gathered (ND) sizes: a scatter's updates, else
    the output."""
    return rule.params.get("updates") or rule.params["output"]


@register
class ElementsSizes(Rule):
    """GATHER_ELEMENTS and SCATTER: the indices have the input's sizes in every dimension but
    ``axis``, and the output (GATHER_ELEMENTS) or the updates (SCATTER: ``updates``) the indices';
    a scatter's indices at most the input's size along ``axis`` (more must name an element twice,
    which SCATTER's page calls invalid).
    Not judged while a rank differs or Axis is out of range: other rules' findings."""
    kind = "elements_sizes"
    required = ("input", "indices", "output", "axis")
    optional = ("updates",)

    def field_refs(self):
        return super().field_refs() + [self.params[k] for k in ("indices", "axis") + tuple(self.params.keys() & {"updates"})]

    def _tensors(self, ctx):
        i, x, w = ctx.tensor(self.params["input"]), ctx.tensor(self.params["indices"]), ctx.tensor(_written(self))
        axis = ctx.desc.get(self.params["axis"])
        if None in (i, x, w) or not i.rank == x.rank == w.rank or not is_uint(axis) or axis >= i.rank:
            return None
        return i, x, w, axis

    def check(self, ctx):
        found = self._tensors(ctx)
        if found is None:
            return []
        i, x, w, axis = found
        differ = [d for d in range(i.rank) if d != axis and x.sizes[d] != i.sizes[d]]
        if differ:
            return [self.violation(f"{self.params['indices']}.Sizes", list(x.sizes),
                                   f"must match {self.params['input']}.Sizes {list(i.sizes)} in every dimension but "
                                   f"{self.params['axis']} ({axis}): dimension {differ[0]} differs")]
        if list(w.sizes) != list(x.sizes):
            return [self.violation(f"{_written(self)}.Sizes", list(w.sizes),
                                   f"must be {self.params['indices']}.Sizes {list(x.sizes)}")]
        if "updates" in self.params and x.sizes[axis] > i.sizes[axis]:
            return [self.violation(f"{self.params['indices']}.Sizes", list(x.sizes),
                                   f"{x.sizes[axis]} indices along {self.params['axis']} ({axis}) for "
                                   f"{i.sizes[axis]} elements: two must name one element, which a scatter may not")]
        return []

    def candidates(self, ctx):
        found = self._tensors(ctx)
        if found is None:
            return
        i, x, w, axis = found
        name = _written(self)
        sizes = list(x.sizes)
        sizes[-1] += 1
        yield edited(ctx.desc, **{name: resized(ctx.desc[name], sizes)})
        if "updates" in self.params:  # one index more along Axis than the output has elements there
            sizes = list(x.sizes)
            sizes[axis] = i.sizes[axis] + 1
            yield edited(ctx.desc, **{self.params["indices"]: resized(ctx.desc[self.params["indices"]], sizes),
                                      name: resized(ctx.desc[name], sizes)})
        other = next((d for d in reversed(range(i.rank)) if d != axis), None)
        if other is not None:
            sizes = list(x.sizes)
            sizes[other] += 1
            yield edited(ctx.desc, **{self.params["indices"]: resized(ctx.desc[self.params["indices"]], sizes),
                                      name: resized(ctx.desc[name], sizes)})


@register
class NdSizes(Rule):
    """GATHER_ND, GATHER_ND1 and SCATTER_ND: the meaningful indices (their last
    ``indices_dimensions`` sizes) are batches (``batch_dimensions``, GATHER_ND1's; 0 without), an
    array of index tuples, and the tuple size; a tuple holds 1 to the input's meaningful sizes after
    the batches, the batches are the input's, and the output (GATHER_ND, GATHER_ND1) or the updates
    (SCATTER_ND: ``updates``) has the batch sizes, the array's and the input's after the tuple's
    coordinates, right-aligned (only leading 1s cropped). Not judged while a rank differs or a
    count is out of its range: other rules' findings."""
    kind = "nd_sizes"
    required = ("input", "indices", "output", "input_dimensions", "indices_dimensions")
    optional = ("batch_dimensions", "updates")

    def field_refs(self):
        keys = ("indices", "input_dimensions", "indices_dimensions") + tuple(
            k for k in ("batch_dimensions", "updates") if k in self.params)
        return super().field_refs() + [self.params[k] for k in keys]

    def _tensors(self, ctx):
        i, x, w = ctx.tensor(self.params["input"]), ctx.tensor(self.params["indices"]), ctx.tensor(_written(self))
        n, m = ctx.desc.get(self.params["input_dimensions"]), ctx.desc.get(self.params["indices_dimensions"])
        b = ctx.desc.get(self.params["batch_dimensions"], 0) if "batch_dimensions" in self.params else 0
        if None in (i, x, w) or not i.rank == x.rank == w.rank:
            return None
        if not (is_uint(n) and 1 <= n <= i.rank and is_uint(m) and 1 <= m <= x.rank and is_uint(b) and b < i.rank
                and b < x.rank):
            return None
        return i, x, w, n, m, b

    def check(self, ctx):
        found = self._tensors(ctx)
        if found is None:
            return []
        i, x, w, n, m, b = found
        ins, idx = list(i.sizes[i.rank - n:]), list(x.sizes[x.rank - m:])
        batch = self.params.get("batch_dimensions")
        if b >= m or b > n:
            return [self.violation(batch, b, f"must be below {self.params['indices_dimensions']} ({m}) and at most "
                                             f"{self.params['input_dimensions']} ({n}): the batches are meaningful "
                                             "sizes of both")]
        q = idx[-1]
        if not 1 <= q <= n - b:
            return [self.violation(f"{self.params['indices']}.Sizes", list(x.sizes),
                                   f"its last size (the tuple size, {q}) must be 1 to {n - b}, the meaningful "
                                   f"{self.params['input']} sizes" + (" after the batches" if b else ""))]
        if ins[:b] != idx[:b]:
            return [self.violation(f"{self.params['indices']}.Sizes", list(x.sizes),
                                   f"its {b} batch sizes {idx[:b]} must be {self.params['input']}'s {ins[:b]}")]
        want = nd_sizes(i.sizes, x.sizes, n, m, b, w.rank)
        if want is None:
            return [self.violation(f"{_written(self)}.Sizes", list(w.sizes),
                                   f"{idx[:-1] + ins[b + q:]} needs more than {w.rank} dimensions (only leading 1s "
                                   "are cropped)")]
        if list(w.sizes) != want:
            return [self.violation(f"{_written(self)}.Sizes", list(w.sizes),
                                   f"must be {want}: the indices' batches and array {idx[:-1]} then "
                                   f"{self.params['input']}'s sizes after the {q} coordinates, right-aligned")]
        return []

    def candidates(self, ctx):
        found = self._tensors(ctx)
        if found is None:
            return
        i, x, w, n, m, b = found
        name = _written(self)
        for d in reversed(range(w.rank)):
            sizes = list(w.sizes)
            sizes[d] += 1
            yield edited(ctx.desc, **{name: resized(ctx.desc[name], sizes)})
        sizes = list(x.sizes)
        sizes[-1] = n - b + 1  # a tuple longer than the meaningful input
        yield edited(ctx.desc, **{self.params["indices"]: resized(ctx.desc[self.params["indices"]], sizes)})
