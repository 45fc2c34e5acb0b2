"""The plans of the kinds that reduce or run along axes (ARGMAX, ARGMIN, REDUCE, SOFTMAX,
LOG_SOFTMAX, HARDMAX, TOP_K, the cumulative scans), in the terms a framework speaks: "arg-reduce
over these axes", "top-k along this axis", "softmax over these axes", "a running sum along this
axis". Each kind's module lowers its desc to one (``Kind.lower``); they share the reduced-axes
arithmetic, so they live together here."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .plan import Plan


@dataclass(frozen=True)
class ArgReduce(Plan):
    """Index of the max ("max") or min ("min") over ``axes``, flattened row-major over the
    reduced axes in dimension order; ``last``: the last extreme (DECREASING), else the first."""
    pick: str
    axes: tuple[int, ...]
    last: bool
    in_sizes: tuple[int, ...]
    in_type: str
    out_type: str

    method = "arg_reduce"
    what = "arg-reduction"

    def describe(self) -> str:
        return f"arg{self.pick}{' (last index)' if self.last else ''} on {self.in_type} giving {self.out_type}"

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
class Reduce(Plan):
    """REDUCE's ``function`` (SUM, L2, LOG_SUM_EXP, ...: the enum name without its prefix) over
    ``axes``, the reduced axes kept as size 1; the output has the input's type."""
    function: str
    axes: tuple[int, ...]
    in_sizes: tuple[int, ...]
    in_type: str

    method = "reduce"
    what = "reduction"
    kept = ArgReduce.kept
    out_sizes = ArgReduce.out_sizes
    reduced_count = ArgReduce.reduced_count

    def describe(self) -> str:
        return f"{self.function} reduction on {self.in_type}"


@dataclass(frozen=True)
class TopK(Plan):
    """The ``k`` largest (``largest``) or smallest elements of each sequence along ``axis``,
    sorted that way, ties in ascending index order, with their indices within the sequence."""
    axis: int
    k: int
    largest: bool
    in_sizes: tuple[int, ...]
    in_type: str
    index_type: str

    method = "top_k"
    what = "top-k"

    @property
    def out_sizes(self) -> tuple[int, ...]:
        return tuple(self.k if d == self.axis else s for d, s in enumerate(self.in_sizes))

    def describe(self) -> str:
        return f"top-k ({'largest' if self.largest else 'smallest'}) on {self.in_type} with {self.index_type} indices"

    def run(self, backend, inputs):
        values, indices = backend.top_k(self, inputs["InputTensor"])
        return {"OutputValueTensor": values, "OutputIndexTensor": indices}


@dataclass(frozen=True)
class Normalize(Plan):
    """softmax, log_softmax or hardmax over the set of elements ``axes`` span (distinct, in
    dimension order): the output has the input's sizes. Hardmax is 1 at the first maximum of
    the set, row-major over ``axes``."""
    function: str  # softmax | log_softmax | hardmax
    axes: tuple[int, ...]
    in_sizes: tuple[int, ...]
    in_type: str

    method = "normalize"
    what = "softmax/log-softmax/hardmax"
    kept = ArgReduce.kept
    reduced_count = ArgReduce.reduced_count

    def describe(self) -> str:
        count = len(self.axes)
        return f"{self.function} over {count} axis{'es' if count != 1 else ''} on {self.in_type}"

    @property
    def moved_sizes(self) -> tuple[int, ...]:
        """The sizes with the normalized axes moved last (in dimension order)."""
        return tuple(self.in_sizes[d] for d in self.kept + self.axes)

    @property
    def rows(self) -> tuple[int, int]:
        """(sets, elements per set): the moved input flattened to one row per set."""
        return int(np.prod([self.in_sizes[d] for d in self.kept], dtype=np.int64)), self.reduced_count


@dataclass(frozen=True)
class Scan(Plan):
    """A running ``function`` ("sum" or "product") along ``axis``: each output holds the terms
    of its sequence up to and including it (``exclusive``: strictly before it, the first the
    identity), from the first element (``reverse``: from the last); the input's sizes and type."""
    function: str
    axis: int
    reverse: bool
    exclusive: bool
    in_sizes: tuple[int, ...]
    in_type: str

    method = "scan"
    what = "cumulative sum/product"

    @property
    def identity(self) -> int:
        return 0 if self.function == "sum" else 1

    def describe(self) -> str:
        return (f"{'exclusive' if self.exclusive else 'inclusive'} cumulative {self.function}"
                f"{' (reversed)' if self.reverse else ''} on {self.in_type}")
