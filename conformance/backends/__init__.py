"""Backends by name: ``reference``, and the peers (see DESIGN.md)."""

from __future__ import annotations

from ..errors import DmlconfError
from ..spec import FeatureLevel, SpecSet
from .base import Backend, Prepared, Probe, Rejection, Support
from .reference import ReferenceBackend

BACKENDS: dict[str, type[Backend]] = {"reference": ReferenceBackend}


def create_backend(spec: str, specs: SpecSet, feature_level: FeatureLevel) -> Backend:
    """``NAME[:OPTION]`` -> a backend instance (not yet probed)."""
    name, _, option = spec.partition(":")
    cls = BACKENDS.get(name)
    if cls is None:
        raise DmlconfError(f"unknown backend {name!r} (known: {', '.join(sorted(BACKENDS))})")
    return cls(specs, option or None, feature_level)


__all__ = ["Backend", "BACKENDS", "Prepared", "Probe", "Rejection", "Support", "create_backend"]
