"""Rule kinds on a convolution desc: the channel and group relations of its input, filter,
output and bias, and the output's spatial sizes in either direction.

The page gives no output-size formula; ``convolution_spatial_sizes`` derives it from the page's
own definitions (Members: Strides, Dilations, StartPadding, EndPadding, OutputPadding):

- forward: the input padded by StartPadding and EndPadding holds P = in + start + end elements;
  the filter dilated by Dilations spans (window - 1) * dilation + 1 of them, and it is applied
  at every Strides-th position where it fits: floor((P - span) / stride) + 1 outputs, then
  OutputPadding zeros at the end of each spatial dimension;
- backward (transposed): the adjoint of the forward convolution with the same fields, so its
  input is the forward output and its output the forward input. Each input element spreads
  over a dilated window placed every Strides-th element: (in - 1) * stride + span elements,
  less the StartPadding and EndPadding the forward input was padded with, plus OutputPadding:
  (in - 1) * stride + span - start - end + outputPadding.
"""

from __future__ import annotations

from .rules import DescContext, Rule, edited, is_uint, register, resized

FORWARD = ("DML_CONVOLUTION_DIRECTION_FORWARD", 0)
BACKWARD = ("DML_CONVOLUTION_DIRECTION_BACKWARD", 1)


def direction_of(value) -> str | None:
    """``forward`` or ``backward`` for a DML_CONVOLUTION_DIRECTION field's value (its name or
    number), None for anything else (the enum_value rule's finding)."""
    if isinstance(value, bool):
        return None
    if value in FORWARD:
        return "forward"
    if value in BACKWARD:
        return "backward"
    return None


def span(window: int, dilation: int) -> int:
    """The elements a dilated window covers."""
    return (window - 1) * dilation + 1


def spatial_output_size(direction: str, size: int, window: int, stride: int, dilation: int, start: int,
                        end: int, output_padding: int) -> int:
    """One spatial output size by the derived formula (module docstring); below 1 when the
    convolution leaves no element before OutputPadding (a window larger than the padded input,
    forward; padding that crops the whole result, backward)."""
    s = span(window, dilation)
    if direction == "forward":
        padded = size + start + end
        natural = padded - s + 1 if padded < s else (padded - s) // stride + 1  # no window fits: 0 or below
    else:
        natural = (size - 1) * stride + s - start - end
    # OutputPadding pads the convolution's result: there must be one (DirectML rejects a desc whose
    # output is padding alone)
    return natural + output_padding if natural >= 1 else natural


def channel_sizes(direction: str, input_sizes, filter_sizes, groups: int) -> tuple[int, int] | None:
    """(the filter's channel count the input needs, the output channel count), or None when
    GroupCount does not divide the channels it splits. Forward: the filter is {OutputChannels,
    InputChannels / GroupCount, ...}; backward (the adjoint) it is {InputChannels,
    OutputChannels / GroupCount, ...}, so the output has FilterChannelCount * GroupCount."""
    c_in = input_sizes[1]
    if groups == 0 or c_in % groups:
        return None
    if direction == "forward":
        if filter_sizes[0] % groups:
            return None
        return c_in // groups, filter_sizes[0]
    return c_in, filter_sizes[1] * groups


class _ConvolutionRule(Rule):
    required = ("input", "filter", "output", "groups")
    optional = ("bias", "direction")  # no direction: forward only (CONVOLUTION_INTEGER)

    def field_refs(self):
        return super().field_refs() + [self.params[k] for k in ("filter", "direction", "groups", "bias")
                                       if k in self.params]

    def _parts(self, ctx: DescContext):
        """(direction, input, filter, output, GroupCount) when every part can be read and the
        ranks agree (other rules' findings otherwise), else None."""
        p = self.params
        direction = direction_of(ctx.desc.get(p["direction"])) if "direction" in p else "forward"
        x, w, o = (ctx.tensor(p[k]) for k in ("input", "filter", "output"))
        groups = ctx.desc.get(p["groups"])
        if direction is None or x is None or w is None or o is None or not is_uint(groups) or groups == 0:
            return None
        if not x.rank == w.rank == o.rank or x.rank < 3:
            return None
        return direction, x, w, o, groups


@register
class ConvolutionChannels(_ConvolutionRule):
    """GroupCount divides the input channels (and, forward, the filter count); the filter holds
    InputChannelCount / GroupCount channels (forward) or InputChannelCount filters (backward);
    the output has the input's batch and the output channels the filter gives; the bias is
    {1, OutputChannelCount, 1, ...}."""
    kind = "convolution_channels"

    def check(self, ctx):
        parts = self._parts(ctx)
        if parts is None:
            return []
        direction, x, w, o, groups = parts
        p = self.params
        sizes = channel_sizes(direction, x.sizes, w.sizes, groups)
        if sizes is None:
            what = "the input channels" if x.sizes[1] % groups else "the filter count"
            return [self.violation(p["groups"], groups, f"must divide {what} ({p['input']}.Sizes[1] = {x.sizes[1]}, "
                                                        f"{p['filter']}.Sizes[0] = {w.sizes[0]})")]
        need, c_out = sizes
        found = []
        at = 1 if direction == "forward" else 0
        if w.sizes[at] != need:
            found.append(self.violation(f"{p['filter']}.Sizes", list(w.sizes),
                                        f"its dimension {at} must be {need} ({direction}: "
                                        + ("InputChannelCount / GroupCount)" if at else "InputChannelCount)")))
        if o.sizes[0] != x.sizes[0] or o.sizes[1] != c_out:
            found.append(self.violation(f"{p['output']}.Sizes", list(o.sizes),
                                        f"must start {[x.sizes[0], c_out]} (the input's batch, then the output "
                                        "channels the filter gives)"))
        b = ctx.tensor(p["bias"]) if "bias" in p else None
        if b is not None and b.rank == x.rank and list(b.sizes) != [1, c_out] + [1] * (b.rank - 2):
            found.append(self.violation(f"{p['bias']}.Sizes", list(b.sizes),
                                        f"must be {[1, c_out] + [1] * (b.rank - 2)}"))
        return found

    def candidates(self, ctx):
        parts = self._parts(ctx)
        if parts is None:
            return
        direction, x, w, o, groups = parts
        p = self.params
        at = 1 if direction == "forward" else 0
        wrong = list(w.sizes)
        wrong[at] += 1  # the filter's channels one more than the input gives
        yield edited(ctx.desc, **{p["filter"]: resized(ctx.desc[p["filter"]], wrong)})
        out = list(o.sizes)
        out[1] += 1  # one output channel more than the filter makes
        yield edited(ctx.desc, **{p["output"]: resized(ctx.desc[p["output"]], out)})
        b = ctx.tensor(p["bias"]) if "bias" in p else None
        if b is not None:
            bias = list(b.sizes)
            bias[1] += 1
            yield edited(ctx.desc, **{p["bias"]: resized(ctx.desc[p["bias"]], bias)})
        if x.sizes[1] > 1:  # a GroupCount that does not divide the input channels
            yield edited(ctx.desc, **{p["groups"]: x.sizes[1] + 1})


@register
class ConvolutionSpatialSizes(_ConvolutionRule):
    """The output's spatial sizes are the derived formula's (module docstring), each at least 1."""
    kind = "convolution_spatial_sizes"
    optional = ("direction",)

    def expected(self, ctx) -> list[int] | None:
        parts = self._parts(ctx)
        arrays = ctx.spatial()
        if parts is None or arrays is None or 0 in arrays["Strides"] or 0 in arrays["Dilations"]:
            return None
        direction, x, w, o, _ = parts
        return [spatial_output_size(direction, x.sizes[i + 2], w.sizes[i + 2], arrays["Strides"][i],
                                    arrays["Dilations"][i], arrays["StartPadding"][i], arrays["EndPadding"][i],
                                    arrays.get("OutputPadding", [0] * (x.rank - 2))[i]) for i in range(x.rank - 2)]

    def check(self, ctx):
        want = self.expected(ctx)
        if want is None:
            return []
        o = ctx.tensor(self.params["output"])
        if min(want) < 1:
            i = min(range(len(want)), key=lambda j: want[j])
            return [self.violation(f"{self.params['filter']}.Sizes", list(ctx.tensor(self.params['filter']).sizes),
                                   f"spatial dimension {i} leaves no output element (the formula gives {want[i]}): "
                                   "the dilated window is larger than the padded input, or the padding crops "
                                   "the whole result")]
        if list(o.sizes[2:]) != want:
            return [self.violation(f"{self.params['output']}.Sizes", list(o.sizes),
                                   f"its spatial sizes must be {want} (padded size, dilated window, strides, "
                                   "output padding)")]
        return []

    def candidates(self, ctx):
        want = self.expected(ctx)
        parts = self._parts(ctx)
        if want is None or min(want) < 1:
            return
        o = list(parts[3].sizes)
        p = self.params
        for d in range(len(want) - 1, -1, -1):  # each spatial size one more, then one less, than the formula's
            for step in (1, -1):
                if want[d] + step >= 1:
                    sizes = o[:2] + want
                    sizes[d + 2] += step
                    yield edited(ctx.desc, **{p["output"]: resized(ctx.desc[p["output"]], sizes)})
        direction, x, w = parts[0], parts[1], parts[2]
        arrays = ctx.spatial()
        if direction == "forward":  # a window larger than the padded input (the last dimension)
            d = x.rank - 3
            padded = x.sizes[d + 2] + arrays["StartPadding"][d] + arrays["EndPadding"][d]
            filt = list(w.sizes)
            filt[d + 2] = padded // arrays["Dilations"][d] + 2
            sizes = o[:2] + want
            sizes[d + 2] = 1
            yield edited(ctx.desc, **{p["filter"]: resized(ctx.desc[p["filter"]], filt),
                                      p["output"]: resized(ctx.desc[p["output"]], sizes)})


def reduction_length(desc: dict) -> int | None:
    """The products each output element of a convolution sums at most: the input channels of
    a group (InputTensor.Sizes[1] / GroupCount) times the filter's spatial elements, as WebNN's
    conv2d tolerance counts them; None when the desc does not give it."""
    x, w, groups = desc.get("InputTensor"), desc.get("FilterTensor"), desc.get("GroupCount")
    xs = x.get("Sizes") if isinstance(x, dict) else None
    ws = w.get("Sizes") if isinstance(w, dict) else None
    if not (isinstance(xs, list) and isinstance(ws, list) and len(xs) >= 3 and len(ws) >= 3 and is_uint(groups)
            and groups > 0 and all(is_uint(n) for n in xs[1:2] + ws[2:])):
        return None
    count = max(xs[1] // groups, 1)
    for n in ws[2:]:
        count *= n
    return count
