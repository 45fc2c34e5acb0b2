"""The ``Kind`` base class: the hooks an operator kind answers for the oracle and the judge,
each with the default of a kind that has nothing to add, and the helpers the kinds share. A
kind module subclasses it and names the ``semantics.reference`` values it handles in ``names``
(conformance/kinds/__init__.py registers them)."""

from __future__ import annotations

from typing import Callable

import numpy as np

from .. import elementwise
from ..errors import DmlconfError
from ..spec.limits import human
from ..spec.tolerance import tolerance_for
from .long_axes import LongAxis


class Kind:
    """What the oracle and the judge know about one ``semantics.reference``: an instance per
    name in ``names``, which it holds as ``name``."""

    names: tuple[str, ...] = ()  # the semantics.reference values a concrete kind handles

    # the outputs read the one tensor InputTensor (the element-wise, GEMM and integer matrix
    # kinds read several): without it no element finding applies
    reads_input_tensor = True

    def __init__(self, name: str):
        self.name = name

    def __repr__(self) -> str:
        return f"<kind {self.name}>"

    def lower(self, specs, op, desc: dict, tensors: dict):
        """The framework-level plan of a valid desc (a ``conformance.kinds.plan.Plan``) that the peer
        adapters compute, or None where the kind has none (conformance/backends/lowering.py then
        says there is no framework lowering)."""
        return None

    def compute(self, specs, op, desc: dict, tensors: dict, x: dict) -> dict[str, np.ndarray]:
        """The outputs, rounded once into their types, from the logical inputs ``x``."""
        raise NotImplementedError(f"no reference for semantics {self.name!r}")

    def exact_outputs(self, specs, op, desc: dict, x: dict) -> dict[str, np.ndarray]:
        """The float64 results before their one rounding into the output's type (empty: the
        reference has none apart from its rounded outputs)."""
        return {}

    def magnitude(self, op, desc: dict, x: dict) -> dict[str, np.ndarray] | None:
        """A ``scale: magnitude`` tolerance's scale where the reference on |inputs| is not it;
        None: that reference is it."""
        return None

    def band(self, specs, op, desc: dict, tensors: dict, x: dict, expected: dict,
             tolerances: dict) -> tuple[dict, dict]:
        """(band, alternative) per output: how far an intermediate stored by design may move
        each element beyond the tolerance, and the exact result rounded toward zero into
        FLOAT16 (Direct3D's rule for converting to another float format), accepted beside the
        nearest one where ``exact_outputs`` has it."""
        exact = self.exact_outputs(specs, op, desc, x)
        return {}, {name: elementwise.toward_zero(expected[name], y) for name, y in exact.items()
                    if name in expected and expected[name].dtype == np.float16}

    def stored_band(self, specs, op, desc: dict, tensors: dict, x: dict) -> dict[str, np.ndarray] | None:
        """Per output, how far an intermediate the operator stores by design (ScaleBias's result,
        a fused activation's input) may move it: the activation's sensitivity at that rounding.
        None: it stores none."""
        return None

    def reach(self, desc: dict, marked: np.ndarray) -> np.ndarray:
        """The output elements (a mask of the outputs' shape) that read a marked element of the
        input tensor."""
        raise DmlconfError(f"the kind {self.name!r} does not say which output elements read an input element")

    def reached(self, desc: dict, marked) -> np.ndarray:
        return self.reach(desc, np.asarray(marked, dtype=bool))

    def working_bytes(self, op, desc: dict, tensors: dict) -> list[tuple[str, int, str]]:
        """What the reference (and the runner's reach of unspecified elements) allocates for
        ``desc`` beyond its tensors' buffers, by the field that drives it: (field, bytes, what).
        Arithmetic on the desc's values only; empty when the desc is malformed (the validator
        reports that)."""
        return []

    # the output elements an unspecified item reaches (the runner's _element_findings)

    def result_detectors(self) -> dict[str, Callable]:
        """``detect.results`` -> fn(specs, op, desc, logical) giving the output elements whose
        result reaches the item (None or an empty mask: none)."""
        return {}

    def argument(self, op, desc: dict, x: dict) -> np.ndarray | None:
        """The argument a function meets, for ``detect: {argument_above | argument_below}``
        (None: the kind has none)."""
        return None

    def scaled_inputs(self, op, desc: dict, x: dict) -> dict[str, np.ndarray]:
        """The inputs after a ScaleBias, where the values a function meets are not the stored ones."""
        return {}

    def scatter_targets(self, desc: dict, logical: dict) -> np.ndarray | None:
        """For ``detect: {indices: conflicting | out-of-range}``: each update's flat row-major
        position in the output (-1: its index is out of range), of the updates' shape. None: the
        indices are those positions themselves (MAX_UNPOOLING's, flat over the whole output)."""
        return None

    def marked_tensors(self, x: dict) -> list[str]:
        """The tensors whose marked elements reach an item that names none."""
        return ["InputTensor"]

    def marked_reach(self, desc: dict, detect: dict, marks: list, names: list[str], met: dict,
                     x: np.ndarray, mark_of: Callable) -> np.ndarray:
        """The output elements that read the marked input elements ``marks`` (one per named
        tensor; a pair of masks where the output must read one of each)."""
        if len(marks) > 1 and not isinstance(marks[0], tuple):
            # broadcast inputs (MVN1's Scale and Bias): a mark reaches what the input's element there does
            marks = [np.broadcast_to(m, x.shape) for m in marks]
        if detect.get("combine") == "all" and not isinstance(marks[0], tuple):
            return ~self.reached(desc, ~marks[0])  # every element an output reads marked (an Lp norm's sequence all zero)
        if isinstance(marks[0], tuple):  # the output reads one of each (a -0.0 and a +0.0)
            return self.reached(desc, marks[0][0]) & self.reached(desc, marks[0][1])
        return self.reached(desc, np.logical_or.reduce(marks))

    # what the generators ask of a kind (generators/values.py, strategies.py, large.py)

    # IEEE 754 says what a NaN input gives (an element-wise function's): property draws plant one
    # where the spec leaves no NaN unspecified
    nan_by_ieee754 = False

    # the desc's FLOAT fields are written into the output, whose integer types "might truncate"
    # them (PADDING's PaddingValue, DIAGONAL_MATRIX's Value): draws hold integral values in range
    integral_float_fields = False

    # the large profile's boundary sets for this kind, by their names in generators/large.py's
    # BOUNDARY_SETS (the index past 8 or 16 bits of a reduced set, a window or a sequence; a sum
    # past a type's range; an index or offset past element 2^31); its long axes are ``long_axes``
    large_boundaries: tuple[str, ...] = ()

    def pick(self, desc: dict) -> str | None:
        """The extreme of each reduced set (the elements over Axes, a pooling window, a TOP_K
        sequence) that the operator picks for ``desc`` (or a support row's field values):
        ``max``, ``min``, or None where it picks no element (an average, a sum)."""
        return None

    def boundary_values(self, specs, desc: dict, tensor: str) -> list:
        """Values of input ``tensor`` where the operator's behaviour changes for ``desc`` (CAST:
        the output type's ends and one past them, halves), which the draws plant beside the
        type's own extremes. Empty: the type's extremes are the boundaries."""
        return []

    # the hard value sets (generators/hard_draws.py: offset, near_max, near_tiny, run, cancel) a
    # float input of this kind holds in a share of draws; empty: none
    hard_draws: tuple[str, ...] = ()

    def float_draws(self, field: str) -> tuple | None:
        """The values a FLOAT field of the desc is drawn from where the generators' FLOAT_DRAWS
        do not fit the operator (ADAM_OPTIMIZER's betas in [0, 1)); None: those."""
        return None

    def drawn_values(self, draw, op, desc: dict, tensor: str, values: np.ndarray) -> np.ndarray:
        """A drawn input's values as the kind needs them (a quantized operator's scales: positive,
        finite; a linear quantization's: no scale of 0 but in one draw of eight); ``draw``:
        hypothesis's. By default the values as drawn (and nothing drawn)."""
        return values

    def written_values(self, op, desc: dict, x: dict) -> dict[str, np.ndarray]:
        """``comparison: bits``: per output, a mask of the elements that are a value the operator
        writes, not input bits it moves (PADDING's NaN constant: a number converted to the
        output's type, whose NaN payload no page names); those are compared as values. Empty:
        every element is moved bits, compared bit for bit."""
        return {}

    def kinks(self, specs, op, desc: dict, x: dict, direction: np.ndarray, step: float) -> np.ndarray | None:
        """A gradient kind's: the elements of a drawn direction (the forward's input) where the
        forward has a kink within ``step`` times the direction of the point ``x`` (this side's
        logical inputs): ReLU's 0, clip's bounds, a pooling window's near-ties. The draw zeroes the
        direction there, so that finite differences never straddle one (the value reference judges
        those elements by the page's rule). None: no kink."""
        return None

    def long_axes(self, op) -> list[LongAxis]:
        """The large profile's cases along one long last axis (conformance/kinds/long_axes.py):
        an accumulating kind's sets past 256, 1,024 and 65,536 elements with the deciding element
        last, and its integer sums past 2^24. Empty: the kind accumulates nothing along an axis."""
        return []


class FusedSum(Kind):
    """A sum of products (GEMM's, CONVOLUTION's) computed exactly, with an optional fused
    activation applied to the exact sum and the result rounded once. Its tolerance is measured
    at the sum's magnitude; with a fused activation there is none (the sum's error reaches the
    result through the activation: the band), and the activation's own tolerance is measured at
    the result. A subclass gives ``exact_sum``, ``sum_magnitude`` and ``nan_sum``."""

    def exact_sum(self, desc: dict, x: dict) -> np.ndarray:
        """The float64 sum before the fused activation and the rounding."""
        raise NotImplementedError

    def sum_magnitude(self, desc: dict, x: dict) -> np.ndarray:
        """The sum of |terms| the tolerance is measured at."""
        raise NotImplementedError

    def nan_sum(self, desc: dict, x: dict) -> np.ndarray:
        """The output elements of the unspecified ``nan-product-sum`` item."""
        raise NotImplementedError

    def exact_result(self, specs, desc: dict, x: dict) -> np.ndarray:
        """The result before its one rounding: the fused activation applied to the exact sum."""
        return np.asarray(elementwise.fused(specs, desc, self.exact_sum(desc, x), np.float64, rounded=False),
                          dtype=np.float64)

    def compute(self, specs, op, desc, tensors, x):
        out = op.first_output
        return {out: elementwise.narrow(self.exact_result(specs, desc, x), tensors[out].data_type.numpy)}

    def magnitude(self, op, desc, x):
        if desc.get("FusedActivation"):
            return {}
        return {op.first_output: self.sum_magnitude(desc, x)}

    def band(self, specs, op, desc, tensors, x, expected, tolerances):
        """How far a fused activation may move the result when the sum it reads is off by what the
        operator's own tolerance allows (ULPs of the magnitude) or was stored in the output's type
        first: max |f(y +- delta) - f(y)|, delta that error plus one ULP of y. Zero without one."""
        out = op.first_output
        own = unfused_tolerance(op, desc, out, tensors, tolerances)
        dtype = expected[out].dtype
        y = self.exact_sum(desc, x)
        if not desc.get("FusedActivation") or own is None:
            band = np.zeros(y.shape)
        else:
            band = elementwise.activation_band(specs, desc, y, self.sum_magnitude(desc, x), own.allowed, dtype)
        exact = self.exact_result(specs, desc, x)
        return {out: band}, ({out: elementwise.toward_zero(expected[out], exact)} if dtype == np.float16 else {})

    def result_detectors(self):
        return {"nan-product-sum": lambda specs, op, desc, x: self.nan_sum(desc, x)}


def enum_name(specs, enum: str, value) -> str:
    """An enum field's value by its name (a desc may give the number)."""
    if isinstance(value, int):
        return next(n for n, v in specs.enums[enum].items() if v == value)
    return str(value)


def float_input(x: dict) -> np.ndarray | None:
    """InputTensor when it holds floats (the exact results are of float operators), else None."""
    v = x.get("InputTensor")
    return None if v is None or v.dtype.kind != "f" else v


def input_sized(tensors: dict, per_element: Callable, what: str) -> list[tuple[str, int, str]]:
    """A working memory that grows with InputTensor's elements (``per_element(x)`` bytes each),
    charged to its Sizes; ``what`` names it and says what it takes."""
    x = tensors.get("InputTensor")
    if x is None:
        return []
    n = x.element_count * per_element(x)
    return [("desc.InputTensor.Sizes", n, f"{what} about {n} bytes ({human(n)})")]


def unfused_tolerance(op, desc: dict, out: str, tensors: dict, tolerances: dict):
    """The operator's own tolerance for ``out`` without its fused activation (what the
    activation's input may be off by), or None where ``out`` is compared exactly."""
    if tolerances.get(out) is None:
        return None
    return tolerance_for(op, {k: v for k, v in desc.items() if k != "FusedActivation"}, out,
                         tensors[out].data_type.name)
