"""What the indexing kinds share (GATHER_ELEMENTS, GATHER_ND and GATHER_ND1, SCATTER and
SCATTER_ND): the output elements a scatter's updates reach, the working memory of a copy through
index arrays, and the peers' plans (the indices read as GATHER's reference reads them)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import numpy as np

from ..reference.gather import gather_positions, nd_out_of_range, nd_positions, out_of_range_indices
from ..spec.limits import human
from ..spec.values import to_array
from .kind import Kind
from .plan import Plan


def scattered_reach(marked_input: np.ndarray | None, marked_updates: np.ndarray | None,
                    targets: np.ndarray | None, out_shape) -> np.ndarray:
    """The output elements of a scatter that read a marked element: the input's own element where
    it is kept (every one, conservatively: a written element no longer reads it), and each marked
    update's target (every element, without the indices)."""
    out = np.zeros(tuple(out_shape), dtype=bool)
    if marked_input is not None:
        out |= np.asarray(marked_input, dtype=bool).reshape(out.shape)
    if marked_updates is not None and np.asarray(marked_updates).any():
        if targets is None:
            return np.ones(out.shape, dtype=bool)
        t = targets.reshape(-1)[np.asarray(marked_updates, dtype=bool).reshape(-1)]
        out.reshape(-1)[t[t >= 0]] = True
    return out


def copy_bytes(tensors: dict, index: str, output: str) -> list[tuple[str, int, str]]:
    """The reference's int64 positions (one per index, and per element it moves) and its copy,
    charged to the output's Sizes."""
    out, indices = tensors.get(output), tensors.get(index)
    if out is None or indices is None:
        return []
    n = (indices.element_count + out.element_count) * 8 + out.element_count * out.data_type.size_bytes
    return [(f"desc.{output}.Sizes", n, f"the reference's positions and copy take about {n} bytes ({human(n)})")]


# --------------------------------------------------------------------------- the peers' plans

class Scatter(Kind):
    """What SCATTER and SCATTER_ND share: the output is the input with updates written at the
    elements ``scatter_targets`` names, so an output element reads the input's element or one
    update, and the working memory is a copy of the output and the updates' positions."""

    def marked_tensors(self, x):
        return ["InputTensor", "UpdatesTensor"]

    def reach(self, desc, marked):
        return scattered_reach(marked, None, None, desc["OutputTensor"]["Sizes"])

    def marked_reach(self, desc, detect, marks, names, met, x, mark_of):
        by_name = dict(zip(names, marks))
        targets = self.scatter_targets(desc, met) if "UpdatesTensor" in by_name else None
        return scattered_reach(by_name.get("InputTensor"), by_name.get("UpdatesTensor"), targets,
                               desc["OutputTensor"]["Sizes"])

    def working_bytes(self, op, desc, tensors):
        return copy_bytes(tensors, "UpdatesTensor", "OutputTensor")


@dataclass(frozen=True)
class IndexingPlan(Plan):
    """An indexing desc over its meaningful sizes: the input (``in_sizes``), the indices
    (``index_sizes``) and a scatter's updates (``update_sizes``); the adapter's result is reshaped to
    DirectML's ``out_sizes``. The peers take the indices as positions (INT64, a negative one plus
    its dimension's size, as the reference reads it): torch.gather and torch.scatter take no
    negative index, and no peer then differs from DirectML in how it reads one. An index out of range
    has no peer form (``unexpressed``). Subclasses name the adapter method and read the positions."""
    in_sizes: tuple[int, ...]
    in_type: str
    index_sizes: tuple[int, ...]
    index_type: str
    out_sizes: tuple[int, ...]
    update_sizes: tuple[int, ...] = ()

    scatter: ClassVar[bool] = False

    def positions(self, indices: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(the indices as in-range INT64 positions, where an index was out of range)."""
        raise NotImplementedError

    def run(self, backend, inputs):
        idx, _ = self.positions(np.ascontiguousarray(inputs["IndicesTensor"]).reshape(self.index_sizes))
        x = np.ascontiguousarray(inputs["InputTensor"]).reshape(self.in_sizes)
        args = (x, idx) + ((np.ascontiguousarray(inputs["UpdatesTensor"]).reshape(self.update_sizes),)
                           if self.scatter else ())
        out = np.asarray(getattr(backend, self.method)(self, *args))
        return {"OutputTensor": out.reshape(self.out_sizes)}

    def unexpressed(self, backend, case) -> str:
        if case is None or "IndicesTensor" not in case.inputs:
            return ""
        desc = case.desc["IndicesTensor"]
        indices = to_array(case.inputs["IndicesTensor"], backend.specs.data_type(desc["DataType"]), desc["Sizes"],
                           "inputs.IndicesTensor")
        _, bad = self.positions(np.ascontiguousarray(indices).reshape(self.index_sizes))
        if bad.any():
            return ("IndicesTensor holds an index out of range: DirectML leaves what it reads or writes unspecified "
                    "(out-of-range-indices), and the peers raise on it or read it another way")
        return ""


@dataclass(frozen=True)
class ElementsPlan(IndexingPlan):
    """GATHER_ELEMENTS (``gather_elements``) and SCATTER (``scatter_elements``) along ``axis``."""
    axis: int = 0

    def positions(self, indices):
        size = self.in_sizes[self.axis]
        return gather_positions(indices, size), out_of_range_indices(indices, size)


@dataclass(frozen=True)
class GatherElementsPlan(ElementsPlan):
    method = "take_along_axis"
    what = "gather-elements"

    def describe(self) -> str:
        return f"gather of elements along axis {self.axis} of {self.in_type} at {self.index_type} indices"


@dataclass(frozen=True)
class ScatterElementsPlan(ElementsPlan):
    method = "put_along_axis"
    what = "scatter-elements"
    scatter = True

    def describe(self) -> str:
        return f"scatter of elements along axis {self.axis} into {self.in_type} at {self.index_type} indices"


@dataclass(frozen=True)
class NdPlan(IndexingPlan):
    """GATHER_ND and GATHER_ND1 (``gather_nd``, with ``batch`` dimensions) and SCATTER_ND
    (``scatter_nd``): the last size of the indices is the tuple's."""
    batch: int = 0

    def positions(self, indices):
        coords = nd_positions(self.in_sizes, indices, self.batch)
        return (np.stack(coords, axis=-1).astype(np.int64).reshape(indices.shape),
                nd_out_of_range(self.in_sizes, indices, self.batch))


@dataclass(frozen=True)
class GatherNdPlan(NdPlan):
    method = "take_slices"
    what = "gather-nd"

    def describe(self) -> str:
        return (f"gather of {self.index_sizes[-1]}-coordinate slices of {self.in_type} at {self.index_type} indices, "
                f"{self.batch} batch dimension{'s' if self.batch != 1 else ''}")


@dataclass(frozen=True)
class ScatterNdPlan(NdPlan):
    method = "put_slices"
    what = "scatter-nd"
    scatter = True

    def describe(self) -> str:
        return f"scatter of {self.index_sizes[-1]}-coordinate slices into {self.in_type} at {self.index_type} indices"


def meaningful_sizes(tensor, count: int | None = None) -> tuple[int, ...]:
    sizes = tuple(int(s) for s in tensor.sizes)
    return sizes if count is None else sizes[len(sizes) - count:]
