"""Suite throughput: cases per second of the conformance run on each backend, on this machine (issue 15).

    python -m benchmarks.throughput [--backend NAME[:OPT] ...] [--profile P] [--json PATH]
                                    [-- PYTEST_ARGS]

Each backend (default: those of reference, onnxruntime, onnx-reference, torch and jax that
probe available here) runs ``dmlconf run --backend NAME --profile P`` in a process of its
own, into a temporary folder, as a user runs it: the wall clock covers the whole command
(start, imports, the worker, pytest, the report). The cases are the records of its
results.jsonl; its device and library versions come from its environment.json. Prints one row
per backend (cases, wall seconds, cases per second, and that rate as a multiple of the
reference's) and the machine, and writes the same as JSON (default
benchmarks/results/throughput.json). Under ``ci`` every run draws the same cases, but a
backend that fails a drawn test runs more (hypothesis shrinks the failure), hence the rate.
Arguments after ``--`` go to pytest (``-k "test_argmax and example"``: a smoke run). Nothing is
judged, nothing compared with a goal: the exit code is 2 only when a run did not complete (or
none could run).
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_BACKENDS = ["reference", "onnxruntime", "onnx-reference", "torch", "jax"]
DEFAULT_JSON = ROOT / "benchmarks" / "results" / "throughput.json"


def machine() -> dict:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text(encoding="utf-8").splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    return {"cpu": cpu, "cores": cores, "platform": platform.platform(), "python": platform.python_version(),
            "load_average_1min": load}


def available(label: str) -> str:
    """"" when ``label`` probes available here, else why not."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from conformance.backends import create_backend
    from conformance.errors import DmlconfError
    from conformance.spec import load_specs

    specs = load_specs()
    try:
        backend = create_backend(label, specs, specs.highest_level)
    except DmlconfError as exc:
        return str(exc)
    try:
        probe = backend.probe()
    finally:
        backend.close()
    return "" if probe.available else probe.reason


def run_one(label: str, profile: str, pytest_args: list[str]) -> dict:
    """One ``dmlconf run`` of ``label`` in its own process: its row."""
    with tempfile.TemporaryDirectory(prefix="dmlconf-throughput-") as tmp:
        out = Path(tmp) / "run"
        argv = [sys.executable, "-m", "conformance", "run", f"--backend={label}", f"--profile={profile}",
                f"--out={out}", "--progress=off"] + (["--", *pytest_args] if pytest_args else [])
        start = time.perf_counter()
        proc = subprocess.run(argv, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        wall = time.perf_counter() - start
        results = out / "results.jsonl"
        records = [json.loads(line) for line in results.read_text(encoding="utf-8").splitlines()
                   if line.strip()] if results.exists() else []
        env_file = out / "environment.json"
        env = json.loads(env_file.read_text(encoding="utf-8")) if env_file.exists() else {}
    summary = [line for line in proc.stdout.splitlines() if line.startswith("dmlconf:")]
    return {"backend": label, "cases": len(records), "wall_s": round(wall, 2),
            "cases_per_s": round(len(records) / wall, 2) if wall > 0 else None,
            "case_s": round(sum(r.get("duration_s") or 0.0 for r in records), 2),  # inside Runner.run
            "outcomes": dict(sorted(collections.Counter(r["outcome"] for r in records).items())),
            "device": env.get("device"), "versions": env.get("backend_versions", {}),
            "exit_code": proc.returncode, "summary": summary[0] if summary else proc.stdout[-500:]}


def table(rows: list[dict], host: dict) -> str:
    lines = [f"{host['cpu']}, {host['cores']} cores ({host['platform']}, Python {host['python']})",
             f"{'backend':<18} {'cases':>6} {'wall s':>8} {'cases/s':>8} {'vs reference':>13}"]
    for r in rows:
        ratio = f"{r['vs_reference']:.2f}x" if r.get("vs_reference") is not None else "-"
        rate = f"{r['cases_per_s']:.1f}" if r["cases_per_s"] is not None else "-"
        lines.append(f"{r['backend']:<18} {r['cases']:>6} {r['wall_s']:>8.1f} {rate:>8} {ratio:>13}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.throughput", description=__doc__.splitlines()[0])
    parser.add_argument("--backend", action="append", default=None, metavar="NAME[:OPT]",
                        help=f"a backend to run (repeatable; default: those of {', '.join(DEFAULT_BACKENDS)} "
                             "available here)")
    parser.add_argument("--profile", default="ci", help="the dmlconf run profile (default: ci)")
    parser.add_argument("--json", type=Path, default=DEFAULT_JSON, help=f"default: {DEFAULT_JSON.relative_to(ROOT)}")
    parser.add_argument("pytest_args", nargs="*", help="extra pytest arguments, after --")
    args = parser.parse_args(argv)
    host = machine()
    rows, skipped = [], {}
    for label in args.backend or DEFAULT_BACKENDS:
        why = available(label)
        if why:
            skipped[label] = why
            print(f"throughput: {label}: unavailable here: {why}", flush=True)
            continue
        print(f"throughput: {label}: running the {args.profile} suite", flush=True)
        rows.append(run_one(label, args.profile, args.pytest_args))
        print(f"    {rows[-1]['summary']}\n    {rows[-1]['wall_s']:.1f} s", flush=True)
    reference = next((r for r in rows if r["backend"] == "reference" and r["cases_per_s"]), None)
    for r in rows:
        r["vs_reference"] = (round(r["cases_per_s"] / reference["cases_per_s"], 3)
                             if reference is not None and r["cases_per_s"] is not None else None)
    print()
    print(table(rows, host))
    for label, why in skipped.items():
        print(f"{label:<18} skipped: {why}")
    report = {"profile": args.profile, "pytest_args": args.pytest_args, "machine": host, "rows": rows,
              "skipped": skipped}
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    print(f"\nthroughput: {args.json}")
    incomplete = [r["backend"] for r in rows if r["exit_code"] not in (0, 1) or not r["cases"]]
    if incomplete:
        print(f"throughput: the run did not complete on {', '.join(incomplete)}", file=sys.stderr)
    return 2 if incomplete or not rows else 0


if __name__ == "__main__":
    sys.exit(main())
