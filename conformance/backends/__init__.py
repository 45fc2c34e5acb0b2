"""Backends by name: the numpy ``reference``, the peer libraries and DirectML itself, each behind
the narrow protocol of ``base.py`` (DESIGN.md, Backends). May use errors, reference, spec and cases."""

from __future__ import annotations

from ..errors import DmlconfError
from ..spec import FeatureLevel, SpecSet
from .base import Backend, Prepared, Probe, Rejection, Support, Unsupported
from .cupy_cuda import CupyBackend
from .directml import DirectMLBackend
from .jax_xla import JaxBackend
from .onnx_backends import OnnxReferenceBackend, OnnxRuntimeBackend
from .pytorch import TorchBackend
from .reference import ReferenceBackend

BACKENDS: dict[str, type[Backend]] = {
    "reference": ReferenceBackend,
    "onnxruntime": OnnxRuntimeBackend,
    "onnx-reference": OnnxReferenceBackend,
    "torch": TorchBackend,
    "jax": JaxBackend,
    "cupy": CupyBackend,
    "directml": DirectMLBackend,
}


def configurations() -> list[str]:
    """Every ``NAME[:OPTION]`` worth listing: each device of each backend."""
    out = []
    for name, cls in BACKENDS.items():
        devices = getattr(cls, "devices", ())
        out += [f"{name}:{d}" for d in devices] if len(devices) > 1 else [name]
    return out


def create_backend(spec: str, specs: SpecSet, feature_level: FeatureLevel, isolate: bool | None = None) -> Backend:
    """``NAME[:OPTION]`` -> a backend instance (not yet probed). Backends marked ``isolated``
    run in a worker process unless ``isolate`` is False."""
    name, _, option = spec.partition(":")
    cls = BACKENDS.get(name)
    if cls is None:
        raise DmlconfError(f"unknown backend {name!r} (known: {', '.join(sorted(BACKENDS))})")
    isolated = getattr(cls, "isolated", False)
    if callable(isolated):  # per configuration: e.g. directml:wine keeps its own worker process
        isolated = isolated(option or None)
    if isolate if isolate is not None else isolated:
        from .worker import IsolatedBackend

        return IsolatedBackend(cls, specs, option or None, feature_level)
    return cls(specs, option or None, feature_level)


__all__ = ["Backend", "BACKENDS", "Prepared", "Probe", "Rejection", "Support", "Unsupported", "configurations", "create_backend"]
