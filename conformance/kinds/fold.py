"""UNFOLD (im2col) and FOLD (col2im): each column of the block tensor is one window of the
spatial tensor (conformance/reference/fold.py). UNFOLD moves elements (exact); FOLD sums the
window elements that land on one output element, in a wider type, rounded once."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .. import reference as ref
from ..spec.limits import human
from .kind import Kind
from .plan import Plan

ARRAYS = ("WindowSizes", "Strides", "Dilations", "StartPadding", "EndPadding")


def _window(desc: dict) -> list[list[int]]:
    return [[int(v) for v in desc[name]] for name in ARRAYS]


def _columns(x: np.ndarray) -> np.ndarray:
    """The block tensor as {N, C * prod(WindowSizes), BlockCount} (its leading 1s dropped)."""
    return x.reshape(x.shape[x.ndim - 3:])


@dataclass(frozen=True)
class FoldPlan(Plan):
    """``op`` "unfold" ({N, C, *spatial} to {N, C * prod(window), BlockCount}) or "fold" (back,
    summing overlaps), with the window's sizes, strides, dilations and start and end padding per
    spatial dimension (DirectML's arrays; torch's and ONNX's attributes of the same names)."""
    op: str
    window: tuple[int, ...]
    strides: tuple[int, ...]
    dilations: tuple[int, ...]
    start: tuple[int, ...]
    end: tuple[int, ...]
    spatial_sizes: tuple[int, ...]  # {N, C, *spatial}: UNFOLD's input, FOLD's output
    columns_sizes: tuple[int, ...]  # {N, C * prod(window), BlockCount}
    in_type: str

    method = "fold"
    what = "fold"

    def describe(self) -> str:
        return f"{len(self.window)}-D {self.op} of {self.in_type}"

    @property
    def out_sizes(self) -> tuple[int, ...]:
        return self.columns_sizes if self.op == "unfold" else self.spatial_sizes

    def run(self, backend, inputs):
        out = np.asarray(backend.fold(self, inputs["InputTensor"]))
        if out.shape != self.out_sizes:
            raise ValueError(f"{backend.label} returned shape {out.shape} for {self.describe()}, not {self.out_sizes}")
        return {"OutputTensor": out}


class Fold(Kind):
    names = ("fold", "unfold")

    def lower(self, specs, op, desc, tensors):
        x, out = tensors["InputTensor"], tensors["OutputTensor"]
        spatial, columns = (out, x) if self.name == "fold" else (x, out)
        window, strides, dilations, start, end = (tuple(a) for a in _window(desc))
        return FoldPlan(self.name, window, strides, dilations, start, end, tuple(spatial.sizes), tuple(columns.sizes),
                        x.data_type.name)

    def _spatial(self, desc: dict) -> list[int]:
        return [int(s) for s in desc["OutputTensor"]["Sizes"][2:]]

    def exact_outputs(self, specs, op, desc, x):
        if self.name != "fold" or x["InputTensor"].dtype.kind != "f":
            return {}
        return {"OutputTensor": ref.fold(_columns(x["InputTensor"]), self._spatial(desc), *_window(desc),
                                         accumulate=np.float64)}

    def compute(self, specs, op, desc, tensors, x):
        data = x["InputTensor"]
        out_sizes = [int(s) for s in desc["OutputTensor"]["Sizes"]]
        if self.name == "unfold":
            return {"OutputTensor": ref.unfold(data, *_window(desc)).reshape(out_sizes)}
        wide = np.float64 if data.dtype.kind == "f" else np.int64  # an integer sum wraps into the type once
        with np.errstate(over="ignore", invalid="ignore"):
            return {"OutputTensor": ref.fold(_columns(data), self._spatial(desc), *_window(desc),
                                             accumulate=wide).astype(data.dtype).reshape(out_sizes)}

    def result_detectors(self):
        return {"sum-out-of-range": lambda specs, op, desc, x: self.sum_out_of_range(desc, x)}

    def sum_out_of_range(self, desc, x) -> np.ndarray | None:
        """FOLD's integer output elements whose exact sum (Python integers) the type cannot hold."""
        data = x.get("InputTensor")
        if self.name != "fold" or data is None or data.dtype.kind not in "iu":
            return None
        exact = ref.fold(_columns(data).astype(object), self._spatial(desc), *_window(desc))
        info = np.iinfo(data.dtype)
        return ((exact < int(info.min)) | (exact > int(info.max))).astype(bool)

    def reach(self, desc, marked):
        out_sizes = [int(s) for s in desc["OutputTensor"]["Sizes"]]
        if self.name == "unfold":  # padding reads no element
            return ref.unfold(np.asarray(marked, dtype=bool), *_window(desc)).reshape(out_sizes)
        return ref.fold_reach(_columns(np.asarray(marked, dtype=bool)), self._spatial(desc), *_window(desc))

    def working_bytes(self, op, desc, tensors):
        # the window positions (int64, a window element per block), and the output-sized copy or sum
        out, x = tensors.get("OutputTensor"), tensors.get("InputTensor")
        if out is None or x is None:
            return []
        columns = x if self.name == "fold" else out
        n = columns.element_count * 8 + out.element_count * 8 * 2
        return [("desc.OutputTensor.Sizes", n, f"the reference's window positions and result take about {n} bytes "
                                               f"({human(n)})")]
