"""The region-of-interest family's shape rule (``roi_sizes``): ROITensor {NumROIs, coordinates}
with leading ones (ROI_ALIGN, ROI_ALIGN1: 4 coordinates, rank 2 to 4), BatchIndicesTensor
{NumROIs} with leading ones, and OutputTensor {NumROIs, ChannelCount, OutputHeight,
OutputWidth}, ChannelCount the input's."""

from __future__ import annotations

from .rules import Rule, edited, register, resized


@register
class RoiSizes(Rule):
    """ROITensor is {..., NumROIs, ``coordinates``} with every leading size 1; BatchIndicesTensor
    (``batch_indices``) is {..., NumROIs} with every leading size 1; OutputTensor's first size is
    NumROIs and its second the input's ChannelCount (Members: ROITensor, BatchIndicesTensor,
    OutputTensor); a DML_SIZE_2D field (``pooled``: ROI_POOLING's PooledSize) is OutputTensor's last
    two sizes (Height, Width). Not judged while a tensor is broken (the buffer rules' finding)."""
    kind = "roi_sizes"
    required = ("input", "rois", "output", "coordinates")
    optional = ("batch_indices", "pooled", "also_input")

    def field_refs(self):
        return super().field_refs() + [self.params[k] for k in ("input", "rois", "output")
                                       + tuple(sorted(self.params.keys() & {"batch_indices", "pooled", "also_input"}))]

    def _input(self, ctx) -> str:
        """The tensor with the forward's input sizes: ``input``, or ``also_input`` where ``input`` is
        absent (ROI_ALIGN_GRAD: OutputGradientTensor, else InputTensor; either is optional)."""
        also = self.params.get("also_input")
        return also if also and ctx.desc.get(self.params["input"]) is None else self.params["input"]

    def _tensors(self, ctx):
        names = [self._input(ctx)] + [self.params[k] for k in ("rois", "output")]
        found = [ctx.tensor(n) for n in names]
        b = self.params.get("batch_indices")
        found.append(ctx.tensor(b) if b else None)
        if None in found[:3] or (b and found[3] is None) or found[0].rank < 2 or found[2].rank < 2:
            return None
        return found

    def check(self, ctx):
        found = self._tensors(ctx)
        if found is None:
            return []
        i, r, o, b = found
        p = self.params
        out = []
        coords = int(p["coordinates"])
        n = r.sizes[-2] if r.rank >= 2 else None
        if r.rank < 2 or r.sizes[-1] != coords or any(s != 1 for s in r.sizes[:-2]):
            out.append(self.violation(f"{p['rois']}.Sizes", list(r.sizes),
                                      f"must be {{NumROIs, {coords}}} with leading 1s"))
            return out
        if b is not None and (b.sizes[-1] != n or any(s != 1 for s in b.sizes[:-1])):
            out.append(self.violation(f"{p['batch_indices']}.Sizes", list(b.sizes),
                                      f"must be {{NumROIs}} = {{{n}}} with leading 1s"))
        if o.sizes[0] != n or o.sizes[1] != i.sizes[1]:
            out.append(self.violation(f"{p['output']}.Sizes", list(o.sizes),
                                      f"must begin {{NumROIs, ChannelCount}} = {{{n}, {i.sizes[1]}}}"))
        pooled = ctx.desc.get(p.get("pooled")) if p.get("pooled") else None
        if isinstance(pooled, dict) and o.rank == 4 and list(o.sizes[2:]) != [pooled.get("Height"), pooled.get("Width")]:
            out.append(self.violation(p["pooled"], pooled, f"must be {p['output']}'s last two sizes (Height, Width) "
                                                           f"{list(o.sizes[2:])}"))
        return out

    def candidates(self, ctx):
        found = self._tensors(ctx)
        if found is None:
            return
        i, r, o, b = found
        p = self.params
        sizes = list(r.sizes)
        sizes[-1] += 1  # a coordinate too many
        yield edited(ctx.desc, **{p["rois"]: resized(ctx.desc[p["rois"]], sizes)})
        if b is not None:
            sizes = list(b.sizes)
            sizes[-1] += 1  # one batch index per ROI
            yield edited(ctx.desc, **{p["batch_indices"]: resized(ctx.desc[p["batch_indices"]], sizes)})
        pooled = ctx.desc.get(p.get("pooled")) if p.get("pooled") else None
        if isinstance(pooled, dict):
            yield edited(ctx.desc, **{p["pooled"]: dict(pooled, Width=pooled["Width"] + 1)})
        for d in (0, 1):
            sizes = list(o.sizes)
            sizes[d] += 1
            yield edited(ctx.desc, **{p["output"]: resized(ctx.desc[p["output"]], sizes)})


@register
class PresentWith(Rule):
    """Optional ``requires`` is present whenever optional ``tensor`` is, or, without ``tensor``,
    whenever the rule's ``when`` binds (ROI_ALIGN_GRAD's InputTensor: "must be supplied when
    OutputROIGradientTensor is supplied, or when ReductionFunction == DML_REDUCE_FUNCTION_MAX")."""
    kind = "present_with"
    required = ("requires",)
    optional = ("tensor",)

    def needs(self, desc: dict) -> bool:
        """Whether ``desc`` needs ``requires`` (its ``tensor`` present, or no ``tensor`` named)."""
        t = self.params.get("tensor")
        return t is None or desc.get(t) is not None

    def check(self, ctx):
        needed = self.params["requires"]
        if self.needs(ctx.desc) and ctx.desc.get(needed) is None:
            why = f"with {self.params['tensor']}" if self.params.get("tensor") else "here"
            return [self.violation(needed, None, f"must be present {why}")]
        return []

    def candidates(self, ctx):
        if self.needs(ctx.desc) and ctx.desc.get(self.params["requires"]) is not None:
            yield {k: v for k, v in ctx.desc.items() if k != self.params["requires"]}
