"""CuPy (``cupy``): cupy.argmax/argmin on a CUDA device, and TOP_K from cupy.argsort, which
is stable ('stable' is the only sort kind cupy.argsort takes). CuPy has no
pooling routine, so the pooling operators (max, average, Lp) are UNSUPPORTED on it.
Element-wise operators come from the ``cupy`` column of the peer table (peer_table.yaml):
NumPy's and SciPy's functions as CuPy has them, called eagerly; CuPy has no activation
functions, and the table says so for each."""

from __future__ import annotations

import numpy as np

from .arrays import ArrayBackend
from .base import Probe
from .framework import run_stages, step_caller
from ..kinds.pooling import PoolShape
from ..kinds.element_wise_plan import ElementWise
from .lowering import numpy_type


class CupyBackend(ArrayBackend):
    name = "cupy"
    devices = ("cuda",)
    table_column = "cupy"

    def probe_library(self) -> Probe:
        try:
            import cupy
        except ImportError as exc:
            return Probe(False, f"CuPy is not installed ({exc}); it needs a CUDA toolkit: pip install cupy-cuda12x",
                         "cuda")
        versions = {"cupy": cupy.__version__}
        try:
            count = cupy.cuda.runtime.getDeviceCount()
        except cupy.cuda.runtime.CUDARuntimeError as exc:  # no driver, or no device it can use
            return Probe(False, f"no CUDA device: {exc}", "cuda", versions)
        if count == 0:
            return Probe(False, "no CUDA device", "cuda", versions)
        name = cupy.cuda.runtime.getDeviceProperties(0)["name"].decode()
        return Probe(True, "", f"cuda ({name})", versions, None)

    def cannot_express_max_pool(self, plan: PoolShape, case) -> str:
        return "CuPy has no pooling routine"

    cannot_express_avg_pool = cannot_express_lp_pool = cannot_express_max_pool

    def element_wise(self, plan: ElementWise, arrays: list[np.ndarray]) -> np.ndarray:
        import cupy

        staged = self.table_stages(plan)
        constants, arguments = self.element_wise_values(plan, staged)
        constants = [{k: cupy.asarray(v) for k, v in c.items()} for c in constants]
        output = numpy_type(self.specs, plan.out_type)
        call = step_caller(lambda t, to: t.astype(bool if to == "bool" else output))
        out = run_stages(staged, [self.to_device(a) for a in arrays], call, constants, arguments)
        return self.to_numpy(out)

    def to_device(self, x: np.ndarray):
        import cupy

        return cupy.asarray(x)

    def to_numpy(self, t) -> np.ndarray:
        return t.get()

    def array_api(self):
        import types

        import cupy
        from cupyx.scipy.special import logsumexp

        return types.SimpleNamespace(sum=cupy.sum, mean=cupy.mean, abs=cupy.abs, sqrt=cupy.sqrt, log=cupy.log,
                                     logsumexp=logsumexp, amax=cupy.amax, amin=cupy.amin, prod=cupy.prod,
                                     cumsum=cupy.cumsum, cumprod=cupy.cumprod)

    def arg_last(self, t, pick):
        return t.argmax(axis=-1) if pick == "max" else t.argmin(axis=-1)

    def top_k_last(self, t, k, largest):
        import cupy

        return self.stable_top_k_last(t, k, largest, lambda a: cupy.argsort(a, axis=-1),
                                      lambda a, i: cupy.take_along_axis(a, i, axis=-1))
