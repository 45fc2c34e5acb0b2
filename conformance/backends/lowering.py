"""A desc in the terms a framework speaks: "arg-reduce over these axes", "max-pool with
these windows", "average-pool", "Lp-pool", "top-k along this axis". Every framework adapter
(onnxruntime, onnx.reference, torch, jax, cupy) starts from the same lowering, so they differ
only in how they call their library.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .. import reference as ref
from ..spec import OperatorSpec, SpecSet, TensorDesc
from ..spec.desc_rules import padding_only_window


@dataclass(frozen=True)
class ArgReduce:
    """Index of the max ("max") or min ("min") over ``axes``, flattened row-major over the
    reduced axes in dimension order; ``last``: the last extreme (DECREASING), else the first."""
    pick: str
    axes: tuple[int, ...]
    last: bool
    in_sizes: tuple[int, ...]
    in_type: str
    out_type: str

    @property
    def kept(self) -> tuple[int, ...]:
        return tuple(d for d in range(len(self.in_sizes)) if d not in self.axes)

    @property
    def out_sizes(self) -> tuple[int, ...]:
        return tuple(1 if d in self.axes else s for d, s in enumerate(self.in_sizes))

    @property
    def reduced_count(self) -> int:
        return int(np.prod([self.in_sizes[d] for d in self.axes], dtype=np.int64))


@dataclass(frozen=True)
class PoolShape:
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


@dataclass(frozen=True)
class AvgPool(PoolShape):
    """Mean over windows; padding adds 0 and, with ``include_padding``, counts in the divisor
    (the window's element count), else the divisor counts input elements only."""
    include_padding: bool


@dataclass(frozen=True)
class LpPool(PoolShape):
    """(|x1|^p + ... + |xn|^p)^(1/p) over windows; padding adds 0."""
    p: int


@dataclass(frozen=True)
class TopK:
    """The ``k`` largest (``largest``) or smallest elements of each sequence along ``axis``,
    sorted that way, ties in ascending index order, with their indices within the sequence."""
    axis: int
    k: int
    largest: bool
    in_sizes: tuple[int, ...]
    in_type: str
    index_type: str

    @property
    def out_sizes(self) -> tuple[int, ...]:
        return tuple(self.k if d == self.axis else s for d, s in enumerate(self.in_sizes))


Plan = ArgReduce | MaxPool | AvgPool | LpPool | TopK



def _enum_name(specs: SpecSet, enum: str, value) -> str:
    if isinstance(value, int):
        return next(n for n, v in specs.enums[enum].items() if v == value)
    return str(value)


def lower(specs: SpecSet, op: OperatorSpec, desc: dict, tensors: dict[str, TensorDesc]) -> Plan:
    """The framework-level operation of a valid desc."""
    kind = op.semantics["reference"]
    x = tensors["InputTensor"]
    if kind in ("argmax", "argmin", "reduce"):
        if kind == "reduce":
            function = _enum_name(specs, op.fields["Function"].enum, desc["Function"])
            pick, last = ("max" if function.endswith("ARGMAX") else "min"), False
        else:
            direction = _enum_name(specs, op.fields["AxisDirection"].enum, desc["AxisDirection"])
            pick, last = kind[3:], direction == ref.DECREASING
        return ArgReduce(pick, tuple(sorted({int(a) for a in desc["Axes"]})), last, tuple(x.sizes),
                         x.data_type.name, tensors["OutputTensor"].data_type.name)
    if kind == "max_pooling":
        spatial = desc["DimensionCount"]
        indices = tensors.get("OutputIndicesTensor")
        return MaxPool(tuple(desc["WindowSize"]), tuple(desc["Strides"]), tuple(desc["StartPadding"]),
                       tuple(desc["EndPadding"]), tuple(desc.get("Dilations") or [1] * spatial), tuple(x.sizes),
                       x.data_type.name, indices.data_type.name if indices is not None else None)
    if kind in ("average_pooling", "lp_pooling"):
        spatial = desc["DimensionCount"]
        geometry = (tuple(desc["WindowSize"]), tuple(desc["Strides"]), tuple(desc["StartPadding"]),
                    tuple(desc["EndPadding"]), tuple(desc.get("Dilations") or [1] * spatial), tuple(x.sizes),
                    x.data_type.name)
        if kind == "average_pooling":
            return AvgPool(*geometry, bool(desc["IncludePadding"]))
        return LpPool(*geometry, int(desc["P"]))
    if kind == "top_k":
        direction = _enum_name(specs, op.fields["AxisDirection"].enum, desc["AxisDirection"])
        return TopK(int(desc["Axis"]), int(desc["K"]), direction == ref.DECREASING, tuple(x.sizes),
                    x.data_type.name, tensors["OutputIndexTensor"].data_type.name)
    raise NotImplementedError(f"no framework lowering for semantics {kind!r}")


def numpy_type(specs: SpecSet, name: str) -> np.dtype:
    return specs.data_type(name).numpy


def lowest(dtype: np.dtype):
    """The value a padded element must hold so that it never beats a real one."""
    return -np.inf if dtype.kind == "f" else np.iinfo(dtype).min


def plane_to_whole(plane_index: np.ndarray, pool: MaxPool) -> np.ndarray:
    """Per-(N, C)-plane flat indices (what PyTorch returns) -> flat over the whole input."""
    plane = int(np.prod(pool.in_sizes[2:], dtype=np.int64))
    n, c = pool.in_sizes[:2]
    base = (np.arange(n * c, dtype=np.int64) * plane).reshape((n, c) + (1,) * pool.spatial)
    return plane_index.astype(np.int64) + base


def unpad_plane_index(padded_index: np.ndarray, pool: MaxPool) -> np.ndarray:
    """Per-plane flat indices into the pre-padded input -> per-plane indices into the input."""
    padded_sizes = [s + a + b for s, a, b in zip(pool.in_sizes[2:], pool.start, pool.end)]
    coords = np.unravel_index(padded_index.astype(np.int64), padded_sizes)
    coords = [c - a for c, a in zip(coords, pool.start)]
    return np.ravel_multi_index(coords, pool.in_sizes[2:]).astype(np.int64)
