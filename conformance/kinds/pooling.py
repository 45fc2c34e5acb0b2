"""MAX_POOLING (and 1, 2), AVERAGE_POOLING (and 1), LP_POOLING (and 1): a function of each
window of the input (conformance/reference/pooling.py). An output element reads its window."""

from __future__ import annotations

from dataclasses import dataclass
from math import prod

import numpy as np

from .. import reference as ref
from ..spec.limits import human
from ..spec.pooling_rules import padding_only_window
from ..spec.rules import is_uint
from .kind import Kind
from .plan import Plan

WINDOW_FIELDS = ("WindowSize", "Strides", "StartPadding", "EndPadding", "Dilations")


def pool_args(desc: dict) -> tuple:
    """(WindowSize, Strides, StartPadding, EndPadding, Dilations) of a pooling desc as
    ``OperatorSpec.with_implied`` gives it (an operator without Dilations: its implied ones)."""
    return tuple(desc[n] for n in WINDOW_FIELDS)


def max_pooling_outputs(desc, tensors, x):
    """MAX_POOLING's values, and their indices where the desc has OutputIndicesTensor (the desc
    as ``OperatorSpec.with_implied`` gives it)."""
    indices = tensors.get("OutputIndicesTensor")
    values, idx = ref.max_pooling(x["InputTensor"], *pool_args(desc), indices.data_type.numpy if indices else None)
    out = {"OutputTensor": values}
    if indices is not None:
        out["OutputIndicesTensor"] = idx
    return out


@dataclass(frozen=True)
class PoolShape(Plan):
    """What every pooling plan shares: the windows over an (N, C, *spatial) tensor. Each
    pooling plan adds its own field after these."""
    window: tuple[int, ...]
    strides: tuple[int, ...]
    start: tuple[int, ...]
    end: tuple[int, ...]
    dilations: tuple[int, ...]
    in_sizes: tuple[int, ...]
    in_type: str

    @property
    def spatial(self) -> int:
        return len(self.window)

    @property
    def padded(self) -> bool:
        return any(self.start) or any(self.end)

    @property
    def dilated(self) -> bool:
        return any(d != 1 for d in self.dilations)

    @property
    def symmetric_padding(self) -> bool:
        return tuple(self.start) == tuple(self.end)

    @property
    def window_elements(self) -> int:
        return int(np.prod(self.window, dtype=np.int64))

    @property
    def out_sizes(self) -> tuple[int, ...]:
        return tuple(ref.pooling_output_sizes(self.in_sizes, self.window, self.strides, self.start, self.end,
                                              self.dilations))

    def window_in_padding(self) -> bool:
        """Whether some window holds padding only (the docs leave its result unspecified)."""
        return any(padding_only_window(self.in_sizes[2 + i], self.window[i], self.strides[i], self.start[i],
                                       self.end[i], self.dilations[i]) is not None for i in range(self.spatial))


@dataclass(frozen=True)
class MaxPool(PoolShape):
    """Max over windows of an (N, C, *spatial) tensor; indices, when asked for, are flat over
    the whole input (not per plane); padding is never an element."""
    index_type: str | None  # None: no indices output

    method = "max_pool"
    what = "max pooling"

    def describe(self) -> str:
        idx = f" with {self.index_type} indices" if self.index_type else ""
        return f"{self.spatial}-D max pooling{' with padding' if self.padded else ''} on {self.in_type}{idx}"

    def run(self, backend, inputs):
        values, indices = backend.max_pool(self, inputs["InputTensor"])
        out = {"OutputTensor": values}
        if self.index_type is not None:
            out["OutputIndicesTensor"] = indices
        return out


@dataclass(frozen=True)
class AvgPool(PoolShape):
    """Mean over windows; padding adds 0 and, with ``include_padding``, counts in the divisor
    (the window's element count), else the divisor counts input elements only."""
    include_padding: bool

    method = "avg_pool"
    what = "average pooling"

    def describe(self) -> str:
        pad = (f" with {'symmetric' if self.symmetric_padding else 'asymmetric'} padding "
               f"({'counted' if self.include_padding else 'not counted'})" if self.padded else "")
        return f"{self.spatial}-D average pooling{pad}{' with dilations' if self.dilated else ''} on {self.in_type}"


@dataclass(frozen=True)
class LpPool(PoolShape):
    """(|x1|^p + ... + |xn|^p)^(1/p) over windows; padding adds 0."""
    p: int

    method = "lp_pool"
    what = "Lp pooling"

    def describe(self) -> str:
        return f"{self.spatial}-D L{self.p} pooling{' with padding' if self.padded else ''} on {self.in_type}"


def pool_geometry(desc: dict, x) -> tuple:
    """PoolShape's fields of a pooling desc (as ``OperatorSpec.with_implied`` gives it), in its order."""
    return (*(tuple(v) for v in pool_args(desc)), tuple(x.sizes), x.data_type.name)


class Pooling(Kind):
    """What the pooling kinds share: the reach of a window, the reference's working memory."""

    def reach(self, desc, marked):  # desc through OperatorSpec.with_implied (conformance.kinds.reached)
        return ref.reach_windows(marked, *pool_args(desc))

    def working_bytes(self, op, desc, tensors):
        x = tensors.get("InputTensor")
        if x is None:
            return []
        spatial = x.rank - 2
        desc = op.with_implied(desc)
        arrays = {n: desc.get(n) for n in WINDOW_FIELDS}
        if spatial < 1 or not all(isinstance(v, list) and len(v) == spatial and all(is_uint(i) for i in v)
                                  for v in arrays.values()):
            return []
        window, strides, start, end, dilations = (arrays[n] for n in WINDOW_FIELDS)
        if 0 in strides:
            return []
        planes, elements, item = prod(x.sizes[:2]), x.element_count, x.data_type.size_bytes
        padded_sizes = [n + s + e for n, s, e in zip(x.sizes[2:], start, end)]
        outs = [max(0, (p - ((w - 1) * d + 1)) // st + 1)
                for p, w, d, st in zip(padded_sizes, window, dilations, strides)]
        padded, win, out = prod(padded_sizes), prod(window), prod(outs)
        pad_bytes, window_bytes, out_bytes = self.window_bytes(planes, elements, item, padded, win, out, outs, window,
                                                               spatial)
        reach_bytes = 0
        if _reaches(op, x, arrays):  # the runner's reach (reach_windows): one axis at a time, int64 prefix sums
            reach_bytes = planes * (elements + 48 * prod(max(n, o) for n, o in zip(x.sizes[2:], outs)))
        parts = [("desc.StartPadding", pad_bytes, "the reference's padded input"),
                 ("desc.WindowSize", window_bytes, "the reference's windows"),
                 ("desc.Strides", out_bytes, "the reference's output-sized state"),
                 ("desc.InputTensor.Sizes", reach_bytes, "the reach of the input's unspecified elements")]
        return [(field, n, f"{what} takes about {n} bytes ({human(n)})") for field, n, what in parts if n]

    def window_bytes(self, planes, elements, item, padded, win, out, outs, window, spatial) -> tuple[int, int, int]:
        """(padded input, windows, output-sized state) bytes: the input padded in float64, every
        window gathered (a copy), output-sized float64 sums."""
        pad_bytes = planes * (elements + padded) * 8 + padded
        window_bytes = planes * out * win * 8 + out * win
        return pad_bytes, window_bytes, planes * out * 56


class MaxPooling(Pooling):
    names = ("max_pooling",)
    large_boundaries = ("window-indices",)

    def lower(self, specs, op, desc, tensors):
        indices = tensors.get("OutputIndicesTensor")
        return MaxPool(*pool_geometry(op.with_implied(desc), tensors["InputTensor"]),
                       indices.data_type.name if indices is not None else None)

    def pick(self, desc):
        return "max"

    def compute(self, specs, op, desc, tensors, x):
        return max_pooling_outputs(op.with_implied(desc), tensors, x)

    def window_bytes(self, planes, elements, item, padded, win, out, outs, window, spatial):
        # a running compare on output-sized arrays: no padded copy, no windows
        window_bytes = (sum(o * w for o, w in zip(outs, window)) * 25  # (outputs, window) coordinates per dim
                        + min(win, out) * (100 + 40 * spatial))  # window offsets as Python tuples
        return 0, window_bytes, planes * out * 34


class AveragePooling(Pooling):
    names = ("average_pooling",)
    # its window's terms are summed with their signs: a FLOAT16 running sum drops those that cancel
    large_boundaries = ("float16-window-sum",)

    def lower(self, specs, op, desc, tensors):
        return AvgPool(*pool_geometry(op.with_implied(desc), tensors["InputTensor"]), bool(desc["IncludePadding"]))

    def compute(self, specs, op, desc, tensors, x):
        return {"OutputTensor": ref.average_pooling(x["InputTensor"], *pool_args(op.with_implied(desc)),
                                                    bool(desc["IncludePadding"]))}


class LpPooling(Pooling):
    names = ("lp_pooling",)

    def lower(self, specs, op, desc, tensors):
        return LpPool(*pool_geometry(op.with_implied(desc), tensors["InputTensor"]), int(desc["P"]))

    def compute(self, specs, op, desc, tensors, x):
        return {"OutputTensor": ref.lp_pooling(x["InputTensor"], *pool_args(op.with_implied(desc)), int(desc["P"]))}

    def window_bytes(self, planes, elements, item, padded, win, out, outs, window, spatial):
        # as average pooling's, with |x| beside the padded input and the windows' powers (Python floats)
        pad_bytes = planes * (elements + padded) * 8 + padded + planes * elements * item
        return pad_bytes, planes * out * win * 25 + out * win, planes * out * 56


def _reaches(op, x, arrays: dict) -> bool:
    """Whether the runner may mark input elements and find the windows reading them (its
    ``_element_findings``): an unspecified item the input's type can reach (NaN and signed
    zeros in floats, negatives in signed types), or a window that holds padding only."""
    kind = x.data_type.numpy.kind if x.data_type.numpy is not None else ""
    for u in op.unspecified:
        detect = u.get("detect", {})
        marks = detect.get("inputs")
        if (marks in ("nan", "signed-zeros") and kind == "f") or (marks == "negative" and kind in "fi"):
            return True
        if detect.get("elements") == "reading-no-input" and any(
                padding_only_window(n, *(arrays[k][i] for k in WINDOW_FIELDS)) is not None
                for i, n in enumerate(x.sizes[2:])):
            return True
    return False
