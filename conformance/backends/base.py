"""The backend protocol: ``probe``, ``supports``, ``run`` (docs/design.md, Backends).

A backend with ``layout = "buffer"`` receives every input as a byte buffer laid out as
its desc's Strides say (gaps poisoned) and writes its outputs into the given output
buffers; the harness reads the logical elements back. A ``layout = "logical"`` backend
(framework adapters) receives packed logical arrays and returns logical arrays.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

import numpy as np

from ..cases.case import Case
from ..spec import FeatureLevel, OperatorSpec, SpecSet, TensorDesc


@dataclass
class Probe:
    available: bool
    reason: str = ""
    device: str = "cpu"
    versions: dict[str, str] = field(default_factory=dict)
    max_feature_level: str | None = None


@dataclass
class Support:
    status: str  # supported | emulated | unsupported
    reason: str = ""
    # the case cannot be put to the backend at all (DirectML: the desc has no C form, so the C ABI
    # cannot express it): not the backend's lack, so it never counts against a strict backend
    inexpressible: bool = False

    @classmethod
    def yes(cls) -> "Support":
        return cls("supported")

    @classmethod
    def no(cls, reason: str, inexpressible: bool = False) -> "Support":
        return cls("unsupported", reason, inexpressible)


@dataclass
class Rejection:
    """The backend refused the desc (DirectML: E_INVALIDARG at CreateOperator)."""
    reason: str


@dataclass
class Unsupported:
    """The backend found, while running, a limit it declares (DirectML under Wine: a desc that
    CreateOperator accepted but this device cannot compile). Never an exception's text."""
    reason: str


@dataclass
class Prepared:
    """Everything a backend needs to run one case."""
    case: Case
    op: OperatorSpec
    tensors: dict[str, TensorDesc]  # every tensor present in the desc
    inputs: dict[str, np.ndarray]  # buffers (layout "buffer") or logical arrays
    outputs: dict[str, np.ndarray]  # poisoned output buffers (layout "buffer"); empty otherwise


class Backend:
    name: str = "?"
    layout: str = "logical"
    # An implementation of DirectML (not a peer library): it must support every case of the
    # tables of its feature level, so an UNSUPPORTED required case counts against it
    # (conformance.run.verdict). True on DirectMLBackend; a plugin that implements DirectML sets it.
    implements_directml: bool = False

    def __init__(self, specs: SpecSet, option: str | None, feature_level: FeatureLevel):
        self.specs, self.option, self.feature_level = specs, option, feature_level

    @property
    def label(self) -> str:
        return f"{self.name}:{self.option}" if self.option else self.name

    def probe(self) -> Probe:
        raise NotImplementedError

    def supports(self, case: Case, op: OperatorSpec) -> Support:
        return Support.yes()

    @staticmethod
    def inexpressible(specs: SpecSet, op: OperatorSpec, desc: dict) -> str | None:
        """Why this backend's interface cannot be handed ``desc`` at all (its ``supports`` then
        says UNSUPPORTED, inexpressible), or None; a fact of the interface, not of a device,
        so verify can hold a bundle's results to it without the backend."""
        return None

    def run(self, prepared: Prepared) -> Mapping[str, Any] | Rejection:
        raise NotImplementedError

    def close(self) -> None:
        """Release what the backend holds (a worker process, a device)."""


def implements_directml(backend: "Backend | type[Backend]") -> bool:
    """Whether ``backend`` (an instance, a worker's proxy of one, or a class) implements DirectML."""
    cls = backend if isinstance(backend, type) else getattr(backend, "cls", None)  # IsolatedBackend's
    if not isinstance(cls, type):
        cls = type(backend)
    return getattr(cls, "implements_directml", False) is True
