"""Operator kinds: everything the oracle and the judge know about a ``semantics.reference``,
one module per kind (DESIGN.md, "Kinds: where the code of an operator lives").

A kind module defines a ``Kind`` subclass (conformance/kinds/kind.py) naming the values it
handles in ``names``; importing this package imports every module in it (``discover``: no list
names them) and registers an instance per name (its ``name`` set) in ``KINDS``. The hooks, each
with a default that fits a kind that has nothing to add:

- ``compute``: the reference computation (a wider type, rounded once);
- ``lower``: the peers' plan of a valid desc (a ``plan.Plan``: its dataclass in the kind's module,
  or in a kind-layer module the kinds of one concept share: ``element_wise_plan``,
  ``reduction_plans``, ``gemm_plan``, ``convolution_plan``); conformance/backends/lowering.py only
  asks it, and the peer adapters compute the plan by its ``method``;
- ``exact_outputs``: the float64 results before that rounding;
- ``magnitude``: the scale a ``scale: magnitude`` tolerance is measured at (None: the reference
  on |inputs|);
- ``band``: how far a stored intermediate may move each element, and the alternative rounding
  (``stored_band``: the part an equivalence's composed side shares);
- ``reach``: which output elements read a marked input element;
- ``working_bytes``: what the reference allocates beyond the case's buffers;
- ``result_detectors``, ``argument``, ``scaled_inputs``, ``marked_tensors``, ``marked_reach``:
  the output elements an unspecified item reaches (the runner's ``_element_findings``);
- ``pick``: the extreme of each reduced set the operator picks (where the draws plant it, and the
  large profile's index boundaries);
- ``large_boundaries``: the large profile's boundary sets the kind takes (generators/large.py's
  ``BOUNDARY_SETS``), and ``long_axes``: an accumulating kind's cases along one long axis, its
  values planted so the last element decides (``long_axes.py``);
- ``nan_by_ieee754``: IEEE 754 says what a NaN input gives (property draws plant one);
- ``written_values``: under ``comparison: bits``, the output elements that are values written
  (PADDING's NaN constant), compared as values, not bit for bit (``moved_bits``).

The runner (``runner.py``, ``relations.py``), the reference backend, the memory check and the
generators (``values.py``, ``strategies.py``, ``large.py``) look a kind up (``kind_of``); none of
them names one. This layer sits between ``cases`` and ``backends``: it may use the ground
(``conformance``, ``errors``, ``files``, ``reference``, ``elementwise``), ``spec`` and ``cases``.
"""

from __future__ import annotations

import importlib
import pkgutil

import numpy as np

from ..errors import DmlconfError
from .kind import Kind

# the modules of this package that define no kind: the base class, the plan protocol, the long
# axes' helpers (a module among them would register nothing anyway; naming them keeps the
# discovery from importing what it need not)
HELPERS = frozenset({"kind", "plan", "long_axes"})


def discover() -> tuple:
    """Every module of this package but the helpers, in name order: a new kind module is found
    here, named in no list (docs/adding-an-operator.md)."""
    return tuple(importlib.import_module(f"{__name__}.{info.name}")
                 for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name)
                 if info.name not in HELPERS and not info.name.startswith("_"))


MODULES = discover()


def register(modules) -> dict[str, Kind]:
    """semantics.reference -> its Kind: an instance of each Kind subclass a module of ``modules``
    defines, per name in its ``names`` (a base the module's kinds share names none)."""
    kinds: dict[str, Kind] = {}
    for module in modules:
        for cls in vars(module).values():
            if not (isinstance(cls, type) and issubclass(cls, Kind) and cls.__module__ == module.__name__):
                continue
            for name in cls.names:
                if name in kinds:
                    raise DmlconfError(f"the kind {name!r} is registered twice ({type(kinds[name]).__name__}, "
                                       f"{cls.__name__})")
                kinds[name] = cls(name)
    return kinds


KINDS: dict[str, Kind] = register(MODULES)


def kind_of(op) -> Kind:
    """The Kind of ``op`` (its ``semantics.reference``)."""
    name = op.semantics.get("reference")
    kind = KINDS.get(name)
    if kind is None:
        raise DmlconfError(f"{op.operator}: no kind module handles semantics.reference {name!r} "
                           f"(conformance/kinds/ registers {', '.join(sorted(KINDS))})")
    return kind


def reached(op, desc: dict, marked: np.ndarray) -> np.ndarray:
    """The output elements (a mask of the outputs' shape, which every output of these
    operators shares) whose value reads a marked element of the input tensor."""
    return kind_of(op).reached(op.with_implied(desc), marked)


def moved_bits(op, desc: dict, x: dict) -> tuple[bool, dict[str, np.ndarray]]:
    """(whether ``op``'s outputs are judged bit for bit: ``semantics.comparison: bits``, per
    output the mask of elements compared as values even so: ``Kind.written_values``)."""
    if op.semantics.get("comparison") != "bits":
        return False, {}
    return True, kind_of(op).written_values(op, desc, x)
