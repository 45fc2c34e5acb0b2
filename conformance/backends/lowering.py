"""A desc in the terms a framework speaks: "arg-reduce over these axes", "max-pool with
these windows", "this element-wise function, after this ScaleBias, followed by this activation".
Every framework adapter (onnxruntime, onnx.reference, torch, jax, cupy) starts from the same
lowering, so they differ only in how they call their library. Each kind builds its own plan
(``Kind.lower``, conformance/kinds/); ``lower`` asks it. The helpers here are the adapters'
(numpy types, index remapping).

Element-wise functions are not a method per operator: ``peer_table.py`` reads the table of
which library function computes each.
"""

from __future__ import annotations

import numpy as np

from ..kinds import kind_of
from ..kinds.plan import Plan
from ..kinds.pooling import MaxPool
from ..spec import OperatorSpec, SpecSet, TensorDesc


def lower(specs: SpecSet, op: OperatorSpec, desc: dict, tensors: dict[str, TensorDesc]) -> Plan:
    """The framework-level operation of a valid desc: its kind's plan (``Kind.lower``)."""
    owned = kind_of(op).lower(specs, op, desc, tensors)
    if owned is not None:
        return owned
    raise NotImplementedError(f"no framework lowering for semantics {op.semantics['reference']!r}")


def numpy_type(specs: SpecSet, name: str) -> np.dtype:
    return specs.data_type(name).numpy


def numpy_dtype_of(name: str) -> np.dtype:
    """A DML_TENSOR_DATA_TYPE name's numpy type, without the spec tables (FLOAT32 -> float32)."""
    return np.dtype(name.lower())


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
