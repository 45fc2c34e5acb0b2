"""How fast and how lean the numpy reference is at the limit, as ratios measured side by side.

    python -m benchmarks [--repeat N] [--quick] [--json PATH]
    python benchmarks/bench_reference.py ...          (the same)

Each row of ROWS times the reference (conformance/reference.py) and what it is compared with
in the same run, alternating the two, and keeps the best of N after a warm-up (the machine is
noisy: only ratios measured side by side mean anything). The comparison is bare numpy, PyTorch
on one thread, or the reference itself on an easier workload of the same size; where
onnxruntime installs, the same workload on its CPU provider (one thread) is an extra column.
The memory row reports the peak of what numpy allocates during the call (tracemalloc, which
numpy reports to) as a multiple of the input's size.

The table names the machine and is written as JSON beside it (--json; default
benchmarks/results/reference.json, or the git-ignored reference-quick.json for --quick). A goal
missed is printed as MISSED and, outside --quick (tiny shapes, a smoke run), makes the exit
code 1; the project's tests never time anything.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
import tracemalloc
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from conformance import reference as ref  # noqa: E402

U32 = np.dtype(np.uint32)
RESULTS = Path(__file__).resolve().parent / "results" / "reference.json"
QUICK_RESULTS = RESULTS.with_name("reference-quick.json")  # git-ignored


@dataclass
class Workload:
    what: str  # the workload, in words (shapes included)
    reference: Callable[[], object]
    against: str  # what the reference is compared with
    comparison: Callable[[], object] | None
    onnxruntime: Callable[[], object] | None = None
    size: int = 0  # the input's bytes, for a memory row


def _x(shape) -> np.ndarray:
    return np.random.default_rng(0).standard_normal(shape, dtype=np.float32)


# --------------------------------------------------------------------------- workloads

def argmax_one_axis(axis: int, quick: bool) -> Workload:
    x = _x((64, 64) if quick else (4096, 4096))  # 2^24 elements
    name = "the last" if axis == 1 else "the first"
    return Workload(f"argmax on FLOAT32 {x.shape}, {name} axis", lambda: ref.argmax(x, [axis], ref.INCREASING, U32),
                    f"numpy argmax(axis={axis})", lambda: np.argmax(x, axis=axis),
                    _ort("ArgMax", x, axis=axis, keepdims=1))


def argmax_two_axes(axes: list[int], quick: bool) -> Workload:
    shape = (2, 8, 8, 4) if quick else (16, 64, 64, 256) if axes == [1, 2] else (64, 64, 64, 64)
    x = _x(shape)
    merged = x.reshape(shape[0], shape[1] * shape[2], shape[3])  # the same data, the same reduced count
    kind = "adjacent" if axes == [1, 2] else "non-adjacent"
    return Workload(f"argmax on FLOAT32 {shape} over axes {tuple(axes)} ({kind})",
                    lambda: ref.argmax(x, axes, ref.INCREASING, U32),
                    f"the reference over axis 1 of {merged.shape}",
                    lambda: ref.argmax(merged, [1], ref.INCREASING, U32),
                    _ort("ArgMax", merged, axis=1, keepdims=1))


def argmax_decreasing(axis: int, shape, quick_shape, quick: bool) -> Workload:
    x = _x(quick_shape if quick else shape)
    name = "the last" if axis == x.ndim - 1 else "the first"
    return Workload(f"argmax DECREASING on FLOAT32 {x.shape}, {name} axis",
                    lambda: ref.argmax(x, [axis], ref.DECREASING, U32),
                    "the reference INCREASING", lambda: ref.argmax(x, [axis], ref.INCREASING, U32),
                    _ort("ArgMax", x, axis=axis, keepdims=1, select_last_index=1))


def max_pooling(spatial: int, dilation: int, quick: bool) -> Workload:
    shape = {2: (8, 64, 112, 112), 3: (2, 32, 32, 56, 56)}[spatial]  # the same element count
    x = _x((1, 4) + (9,) * spatial if quick else shape)
    k, s, p, d = [3] * spatial, [2] * spatial, [1] * spatial, [dilation] * spatial
    try:
        import torch

        pool = getattr(torch.nn.functional, f"max_pool{spatial}d")
        t = torch.from_numpy(x)
        torch_pool = lambda: pool(t, k, s, p, dilation=d, return_indices=True)  # noqa: E731
    except ImportError:
        torch_pool = None
    return Workload(f"max pooling + indices on FLOAT32 {x.shape}, {'x'.join(map(str, k))} stride 2 pad 1"
                    + (f" dilation {dilation}" if dilation > 1 else ""),
                    lambda: ref.max_pooling(x, k, s, p, p, d, U32),
                    f"torch max_pool{spatial}d(return_indices=True), 1 thread", torch_pool,
                    _ort("MaxPool", x, outputs=2, kernel_shape=k, strides=s, pads=p + p, dilations=d))


def convolution(spatial: int, backward: bool, quick: bool) -> Workload:
    """CONVOLUTION (cross-correlation, 3x3(x3), pad 1) against torch's conv / conv_transpose on
    float64 tensors: the reference sums in float64 (it reads FLOAT32 and widens)."""
    shape, filt = {2: ((8, 32, 56, 56), (64, 32, 3, 3)), 3: ((2, 16, 16, 28, 28), (32, 16, 3, 3, 3))}[spatial]
    if quick:
        shape, filt = (1, 4) + (9,) * spatial, (4, 4) + (3,) * spatial
    x = _x(shape)
    w = _x((filt[1], filt[0]) + filt[2:] if backward else filt)
    b = _x((w.shape[1] if backward else w.shape[0],))
    ones, pads = [1] * spatial, [1] * spatial
    fields = (False, backward, ones, ones, pads, pads, [0] * spatial, 1)
    try:
        import torch

        fn = getattr(torch.nn.functional, f"conv_transpose{spatial}d" if backward else f"conv{spatial}d")
        tx, tw, tb = (torch.from_numpy(a.astype(np.float64)) for a in (x, w, b))
        torch_conv = lambda: fn(tx, tw, tb, 1, 1)  # noqa: E731  (stride 1, padding 1)
    except ImportError:
        torch_conv = None
    name = f"conv_transpose{spatial}d" if backward else f"conv{spatial}d"
    return Workload(f"convolution{' backward' if backward else ''} on FLOAT32 {x.shape} with {w.shape}, pad 1, "
                    f"float64 sums", lambda: ref.convolution_exact(x, w, b, *fields),
                    f"torch {name} on float64, 1 thread", torch_conv)


def argmax_memory(quick: bool) -> Workload:
    x = _x((256, 512) if quick else (8192, 16384))  # 512 MiB
    return Workload(f"argmax over axis 0 of FLOAT32 {x.shape}: peak memory",
                    lambda: ref.argmax(x, [0], ref.INCREASING, U32),
                    f"numpy argmax(axis=0) (columns: peak MiB of each; the input is {x.nbytes / 2**20:g} MiB)",
                    lambda: np.argmax(x, axis=0), size=x.nbytes)


# id, goal (the reference's time or memory as a multiple of the comparison's, at most), workload
ROWS: list[tuple[str, float, Callable[[bool], Workload]]] = [
    ("argmax-last-axis", 1.2, lambda q: argmax_one_axis(1, q)),
    ("argmax-first-axis", 1.2, lambda q: argmax_one_axis(0, q)),
    ("argmax-two-adjacent-axes", 1.5, lambda q: argmax_two_axes([1, 2], q)),
    ("argmax-two-non-adjacent-axes", 1.5, lambda q: argmax_two_axes([0, 2], q)),
    ("argmax-decreasing-last-axis", 1.5, lambda q: argmax_decreasing(1, (4096, 4096), (16, 1024), q)),
    ("argmax-decreasing-last-axis-long-rows", 1.5, lambda q: argmax_decreasing(1, (64, 1 << 18), (2, 8192), q)),
    ("argmax-decreasing-first-axis", 1.5, lambda q: argmax_decreasing(0, (4096, 4096), (16, 1024), q)),
    ("max-pooling-2d", 2.0, lambda q: max_pooling(2, 1, q)),
    ("max-pooling-3d", 2.0, lambda q: max_pooling(3, 1, q)),
    ("max-pooling-2d-dilation-2", 2.0, lambda q: max_pooling(2, 2, q)),
    ("convolution-2d", 5.0, lambda q: convolution(2, False, q)),
    ("convolution-3d", 5.0, lambda q: convolution(3, False, q)),
    ("convolution-2d-backward", 5.0, lambda q: convolution(2, True, q)),
    ("argmax-memory-first-axis", 0.25, argmax_memory),
]
MEMORY_ROWS = {"argmax-memory-first-axis"}


def _ort(op: str, x: np.ndarray, outputs: int = 1, **attributes) -> Callable[[], object] | None:
    """The same operation as one onnxruntime CPU node on one thread, or None where it is
    not installed or refuses the node."""
    try:
        import onnxruntime as ort
        from onnx import TensorProto, helper

        names = ["y", "indices"][:outputs]
        types = [TensorProto.INT64] if op == "ArgMax" else [TensorProto.FLOAT, TensorProto.INT64][:outputs]
        graph = helper.make_graph(
            [helper.make_node(op, ["x"], names, **attributes)], "bench",
            [helper.make_tensor_value_info("x", TensorProto.FLOAT, list(x.shape))],
            [helper.make_tensor_value_info(n, t, None) for n, t in zip(names, types)])
        model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
        model.ir_version = 8
        options = ort.SessionOptions()
        options.intra_op_num_threads = options.inter_op_num_threads = 1
        session = ort.InferenceSession(model.SerializeToString(), options, providers=["CPUExecutionProvider"])
        session.run(None, {"x": x})
    except Exception:  # noqa: BLE001 - not installed, or this node is not supported: no column
        return None
    return lambda: session.run(None, {"x": x})


# --------------------------------------------------------------------------- measuring

def best_times(fns: list[Callable[[], object]], repeat: int) -> list[float]:
    """Best wall time of each function, the functions alternating, after one warm-up each."""
    for fn in fns:
        fn()
    best = [float("inf")] * len(fns)
    for _ in range(repeat):
        for i, fn in enumerate(fns):
            start = time.perf_counter()
            fn()
            best[i] = min(best[i], time.perf_counter() - start)
    return best


def peak_memory(fn: Callable[[], object]) -> float:
    """Peak bytes allocated while ``fn`` runs, its output included (numpy reports its
    allocations to tracemalloc)."""
    tracemalloc.start()
    try:
        fn()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def machine() -> dict:
    cpu = next((line.split(":", 1)[1].strip() for line in _read("/proc/cpuinfo").splitlines()
                if line.startswith("model name")), platform.processor() or "unknown")
    versions = {"python": platform.python_version(), "numpy": np.__version__}
    for name in ("torch", "onnxruntime"):
        try:
            versions[name] = __import__(name).__version__
        except ImportError:
            versions[name] = None
    return {"platform": platform.platform(), "cpu": cpu, "cores": os.cpu_count(), **versions}


def _read(path: str) -> str:
    try:
        return Path(path).read_text()
    except OSError:
        return ""


def measure(row_id: str, goal: float, workload: Workload, repeat: int) -> dict:
    """One row: the reference and its comparison (and onnxruntime), side by side. A time row's
    ratio is the reference's time over the comparison's; the memory row's is the reference's
    peak over the input's size. No comparison (its library not installed): no ratio."""
    row = {"id": row_id, "workload": workload.what, "against": workload.against, "goal": goal,
           "unit": "MiB" if row_id in MEMORY_ROWS else "ms", "onnxruntime": None, "ratio_onnxruntime": None}
    if workload.comparison is None:
        return {**row, "reference": None, "comparison": None, "ratio": None, "met": None}
    if row_id in MEMORY_ROWS:
        peaks = [peak_memory(workload.reference), peak_memory(workload.comparison)]
        row.update(reference=peaks[0] / 2**20, comparison=peaks[1] / 2**20, ratio=peaks[0] / workload.size)
    else:
        fns = [workload.reference, workload.comparison] + ([workload.onnxruntime] if workload.onnxruntime else [])
        times = [t * 1e3 for t in best_times(fns, repeat)]
        row.update(reference=times[0], comparison=times[1], ratio=times[0] / times[1])
        if workload.onnxruntime:
            row.update(onnxruntime=times[2], ratio_onnxruntime=times[0] / times[2])
    return {**row, "met": row["ratio"] <= goal}


# --------------------------------------------------------------------------- the table

def header(about: dict) -> list[str]:
    return [f"machine: {about['platform']}; {about['cpu']}, {about['cores']} cores; python {about['python']}, "
            f"numpy {about['numpy']}, torch {about['torch']}, onnxruntime {about['onnxruntime']}",
            f"{'workload':<84} {'reference':>11} {'comparison':>11}  {'ratio':<24} {'goal':<8} {'verdict':<7} "
            f"{'vs onnxruntime':>14}"]


def line(r: dict) -> str:
    if r["met"] is None:
        return f"{r['workload']:<84} skipped: no {r['against']}"
    ratio = f"peak = {r['ratio']:.3f}x input" if r["unit"] == "MiB" else f"reference = {r['ratio']:.2f}x"
    ort = f"{r['ratio_onnxruntime']:.2f}x" if r["ratio_onnxruntime"] else "-"
    return (f"{r['workload']:<84} {r['reference']:>7.2f} {r['unit']:<3} {r['comparison']:>7.2f} {r['unit']:<3}  "
            f"{ratio:<24} <= {r['goal']:<5g} {'met' if r['met'] else 'MISSED':<7} {ort:>14}\n"
            f"    compared with {r['against']}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=None, help="timed runs per row (best kept; default 15, quick 2)")
    parser.add_argument("--quick", action="store_true", help="tiny shapes, two runs each: a smoke run")
    parser.add_argument("--json", type=Path, help=f"where the JSON goes (default {RESULTS}; "
                                                   f"with --quick {QUICK_RESULTS.name})")
    parser.add_argument("--only", action="append", metavar="ID", help="run only this row (repeatable)")
    args = parser.parse_args(argv)
    repeat = args.repeat or (2 if args.quick else 15)
    try:
        import torch

        torch.set_num_threads(1)
    except ImportError:
        pass
    about = machine()
    rows = []
    for row_id, goal, make in ROWS:
        if args.only and row_id not in args.only:
            continue
        rows.append(measure(row_id, goal, make(args.quick), repeat))
        print(line(rows[-1]).splitlines()[0], flush=True)
    print("\n" + "\n".join(header(about) + [line(r) for r in rows]))
    path = args.json or (QUICK_RESULTS if args.quick else RESULTS)
    path.parent.mkdir(parents=True, exist_ok=True)
    missed = [r["id"] for r in rows if r["met"] is False]
    path.write_text(json.dumps({"machine": about, "quick": args.quick, "repeat": repeat, "rows": rows,
                                "missed": missed}, indent=2) + "\n")
    print(f"\nwritten to {path}")
    return 1 if missed and not args.quick else 0


if __name__ == "__main__":
    sys.exit(main())
