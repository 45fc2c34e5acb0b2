"""How fast the numpy reference is, as ratios against the libraries on the same machine, in one run.

    python benchmarks/bench_reference.py [--repeat N] [--quick]

For each workload it times the reference function (conformance/reference.py) and the same
operation in bare numpy, onnxruntime (CPU) and PyTorch (CPU) where installed, takes the best
of N runs of each (the machine is noisy: only ratios measured side by side mean anything), and
prints the reference's time as a multiple of each. The peers answer a simpler question than
the reference (no DECREASING, no whole-tensor indices, no padding that never wins), so a ratio
above 1 is the price of exactness; the targets below say how much price is acceptable:

- argmax: within 3x of numpy's own argmax (the reference is one transpose and one argmax);
- max pooling with indices: within 10x of PyTorch's max_pool2d(return_indices=True).

A target missed is printed as MISSED and the exit code is 1, so a CI job can run it on a
quiet machine; the project's own tests never time anything.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Callable

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from conformance import reference as ref  # noqa: E402

TARGETS = {"argmax": ("numpy", 3.0), "max pooling + indices": ("torch", 10.0)}


def best_of(fn: Callable[[], object], repeat: int) -> float:
    fn()  # warm up (JIT, allocator, session)
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def argmax_workloads(x: np.ndarray) -> dict[str, Callable[[], object]]:
    axes = [1, 2]
    out = {"reference": lambda: ref.argmax(x, axes, ref.INCREASING, np.dtype(np.uint32)),
           "numpy": lambda: np.argmax(x.reshape(x.shape[0], -1, x.shape[3]).transpose(0, 2, 1), axis=-1)}
    try:
        import torch

        t = torch.from_numpy(x)
        out["torch"] = lambda: torch.argmax(t.permute(0, 3, 1, 2).reshape(x.shape[0], x.shape[3], -1), dim=-1)
    except ImportError:
        pass
    session = _ort_session("ArgMax", x, {"axis": 1, "keepdims": 1})
    if session is not None:
        flat = np.ascontiguousarray(x.transpose(0, 3, 1, 2).reshape(x.shape[0], x.shape[3], -1).transpose(0, 2, 1))
        out["onnxruntime"] = lambda: session.run(None, {"x": flat})
    return out


def pooling_workloads(x: np.ndarray) -> dict[str, Callable[[], object]]:
    window, strides, pads = [3, 3], [2, 2], [1, 1]
    out = {"reference": lambda: ref.max_pooling(x, window, strides, pads, pads, [1, 1], np.dtype(np.uint32))}
    try:
        import torch
        import torch.nn.functional as F

        t = torch.from_numpy(x)
        out["torch"] = lambda: F.max_pool2d(t, window, strides, pads, return_indices=True)
    except ImportError:
        pass
    session = _ort_session("MaxPool", x, {"kernel_shape": window, "strides": strides, "pads": pads + pads}, outputs=2)
    if session is not None:
        out["onnxruntime"] = lambda: session.run(None, {"x": x})
    return out


def _ort_session(op: str, x: np.ndarray, attributes: dict, outputs: int = 1):
    try:
        import onnx
        import onnxruntime as ort
        from onnx import TensorProto, helper
    except ImportError:
        return None
    shape = list(x.shape) if op == "MaxPool" else [x.shape[0], None, x.shape[3]]
    names = ["y", "i"][:outputs]
    types = [TensorProto.INT64] if op == "ArgMax" else [TensorProto.FLOAT, TensorProto.INT64][:outputs]
    node = helper.make_node(op, ["x"], names, **attributes)
    graph = helper.make_graph([node], "bench", [helper.make_tensor_value_info("x", TensorProto.FLOAT, shape)],
                              [helper.make_tensor_value_info(n, t, None) for n, t in zip(names, types)])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = 8
    return ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--quick", action="store_true", help="small tensors, few repeats (a smoke run)")
    args = parser.parse_args()
    rng = np.random.default_rng(0)
    shapes = {"argmax": (8, 64, 64, 32), "max pooling + indices": (8, 32, 64, 64)}
    if args.quick:
        shapes = {"argmax": (2, 8, 8, 4), "max pooling + indices": (2, 4, 8, 8)}
        args.repeat = 3
    missed = False
    for name, shape in shapes.items():
        x = rng.standard_normal(shape).astype(np.float32)
        workloads = argmax_workloads(x) if name == "argmax" else pooling_workloads(x)
        times = {who: best_of(fn, args.repeat) for who, fn in workloads.items()}
        print(f"{name} on FLOAT32 {shape}: reference {times['reference'] * 1e3:.2f} ms")
        for who, t in times.items():
            if who == "reference":
                continue
            ratio = times["reference"] / t
            target = TARGETS.get(name)
            verdict = ""
            if target and target[0] == who:
                verdict = f"  (target <= {target[1]:g}x: {'met' if ratio <= target[1] else 'MISSED'})"
                missed |= ratio > target[1]
            print(f"    {who:<12} {t * 1e3:8.2f} ms   reference = {ratio:5.2f}x{verdict}")
    return 1 if missed and not args.quick else 0


if __name__ == "__main__":
    sys.exit(main())
