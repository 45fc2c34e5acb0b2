"""``python -m benchmarks.gpu_run``: dmlconf's GPU configurations on a machine with an NVIDIA
GPU and no package registry, inside a fixed time budget (docs/gpu-runs/README.md).

Per available backend, side by side on the machine's cores, one ``dmlconf run`` after another:
``ci`` over every operator, the ``dev`` profile in deterministic shards (``--shard K/N``), then
the ``large`` profile's boundary cases (``-k test_large``), while the budget lasts. A run still
going at the deadline is interrupted and recorded as partial, never counted as complete.
Everything lands under OUT: one folder per run, ``environment.json`` (GPU, driver, CUDA,
library versions) and ``summary.json`` (each run's exit code, seconds and whether it
completed); ``--pack-to`` makes one .tar.gz per backend so that a transfer limited to a few
files carries all of it.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tarfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PEERS = ROOT / "tests" / "peers"


@dataclass
class Run:
    backend: str
    phase: str
    argv: list[str]
    folder: Path
    started: float = 0.0
    process: subprocess.Popen | None = None
    record: dict = field(default_factory=dict)


def folder_name(backend: str, phase: str) -> str:
    return f"{backend.replace(':', '-')}.{phase.replace('/', 'of')}"


def run_argv(backend: str, profile: str, out: Path, jobs: int, extra: list[str]) -> list[str]:
    argv = [sys.executable, "-m", "conformance", "run", f"--backend={backend}", f"--profile={profile}",
            f"--out={out}", "--progress=lines", f"--jobs={jobs}"]
    # the library's known findings (the CPU twin's for torch, jax and onnxruntime) are WAIVED, so
    # that what the GPU adds stays FAIL
    known = PEERS / f"{backend.split(':')[0]}.expectations.yaml"
    if known.exists():
        argv.append(f"--expectations={known}")
    return argv + extra


PHASES = ("ci", "dev", "large")


def plan(backends: list[str], out: Path, cores: int, shards: int, selection: list[str],
         phases: tuple[str, ...] = PHASES) -> dict[str, list[Run]]:
    """Each backend's queue of runs, in order: ci, the dev shards, then large (those of ``phases``)."""
    jobs = max(1, cores // max(1, len(backends)))
    queues: dict[str, list[Run]] = {}
    for b in backends:
        # (phase, profile, processes, extra arguments)
        wanted = [("ci", "ci", jobs, [])] if "ci" in phases else []
        if "dev" in phases:
            wanted += [(f"dev-{k}/{shards}", "dev", jobs, [f"--shard={k}/{shards}"]) for k in range(1, shards + 1)]
        if "large" in phases:  # the boundary cases take gigabytes: half the processes, each case capped
            wanted.append(("large", "large", max(1, jobs // 2), ["-k", "test_large", "--memory-limit=16GiB"]))
        queues[b] = [Run(b, phase, run_argv(b, profile, out / folder_name(b, phase), n, selection + extra),
                         out / folder_name(b, phase)) for phase, profile, n, extra in wanted]
    return queues


def environment() -> dict:
    """The GPU, its driver and the libraries, as this machine reports them (absent ones say why)."""
    env: dict = {"date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "python": sys.version.split()[0]}
    try:
        smi = subprocess.run(["nvidia-smi", "--query-gpu=name,driver_version,memory.total,compute_cap",
                              "--format=csv,noheader"], capture_output=True, text=True, timeout=30)
        env["nvidia_smi"] = smi.stdout.strip() or smi.stderr.strip()
    except (OSError, subprocess.TimeoutExpired) as exc:
        env["nvidia_smi"] = f"unavailable: {exc}"
    probes = {
        "numpy": "import numpy; print(numpy.__version__)",
        "torch": "import torch; print(torch.__version__, 'cuda', torch.version.cuda, 'cudnn', "
                 "torch.backends.cudnn.version(), torch.cuda.get_device_name(0) if torch.cuda.is_available() else 'no GPU')",
        "jax": "import jax, jaxlib; print(jax.__version__, 'jaxlib', jaxlib.__version__, jax.devices())",
        "cupy": "import cupy; print(cupy.__version__, 'runtime', cupy.cuda.runtime.runtimeGetVersion(), "
                "'driver', cupy.cuda.runtime.driverGetVersion())",
        "onnxruntime": "import onnxruntime; print(onnxruntime.__version__, onnxruntime.get_available_providers())",
        "hypothesis": "import hypothesis; print(hypothesis.__version__)",
    }
    for name, code in probes.items():
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
        text = done.stdout.strip() or (done.stderr.strip().splitlines() or ["no output"])[-1]
        env[name] = text if done.returncode == 0 else f"unavailable: {text}"
    return env


def start(run: Run, env: dict) -> None:
    run.folder.mkdir(parents=True, exist_ok=True)
    log = open(run.folder / "log.txt", "wb")
    run.started = time.monotonic()
    # a session of its own, so that an interrupt reaches the pytest-xdist workers and their backends too
    run.process = subprocess.Popen(run.argv, stdout=log, stderr=subprocess.STDOUT, cwd=ROOT, env=env,
                                   start_new_session=True)
    print(f"gpu_run: start {run.backend} {run.phase}", flush=True)


def finish(run: Run, completed: bool) -> None:
    code = run.process.returncode
    run.record = {"backend": run.backend, "phase": run.phase, "folder": run.folder.name, "exit_code": code,
                  "seconds": round(time.monotonic() - run.started, 1), "completed": completed and code in (0, 1)}
    print(f"gpu_run: {'done' if run.record['completed'] else 'PARTIAL'} {run.backend} {run.phase} "
          f"rc={code} {run.record['seconds']} s", flush=True)


def interrupt(run: Run, grace: float) -> None:
    """SIGINT first (pytest writes what it has and its report), SIGKILL after the grace."""
    try:
        os.killpg(run.process.pid, signal.SIGINT)
        run.process.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        os.killpg(run.process.pid, signal.SIGKILL)
        run.process.wait()
    except ProcessLookupError:
        run.process.wait()
    finish(run, completed=False)


def execute(queues: dict[str, list[Run]], budget: float, grace: float, env: dict) -> list[dict]:
    """One run at a time per backend, all backends at once, until the queues empty or the budget ends."""
    deadline = time.monotonic() + budget
    active: dict[str, Run] = {}
    records: list[dict] = []
    while True:
        for backend, queue in queues.items():
            running = active.get(backend)
            if running and running.process.poll() is not None:
                finish(running, completed=True)
                records.append(running.record)
                del active[backend]
            if backend not in active and queue and time.monotonic() < deadline:
                active[backend] = queue.pop(0)
                start(active[backend], env)
        if not active:
            break
        if time.monotonic() >= deadline:
            for run in active.values():
                interrupt(run, grace)
                records.append(run.record)
            break
        time.sleep(1.0)
    for backend, queue in queues.items():
        records += [{"backend": backend, "phase": r.phase, "folder": r.folder.name, "completed": False,
                     "exit_code": None, "seconds": 0, "not_started": True} for r in queue]
    return records


TRIAGED = {"FAIL", "ERROR", "CRASH", "TIMEOUT", "WAIVED"}  # the outcomes whose case files travel


def pack(out: Path, backends: list[str], to: Path) -> None:
    """One .tar.gz per backend in ``to``: each run folder's results, environment, log and the case
    files of the results to triage (a transfer of a few files carries it; the report is rebuilt
    from the results with ``dmlconf report``)."""
    to.mkdir(parents=True, exist_ok=True)
    for b in backends:
        prefix = b.replace(":", "-") + "."
        folders = sorted(p for p in out.iterdir() if p.is_dir() and p.name.startswith(prefix))
        if not folders:
            continue
        with tarfile.open(to / f"{b.replace(':', '-')}.tar.gz", "w:gz") as tar:
            for f in folders:
                for name in ("results.jsonl", "environment.json", "log.txt", "completed-tests.txt"):
                    if (f / name).exists():
                        tar.add(f / name, arcname=f"{f.name}/{name}")
                for case in triaged_case_files(f / "results.jsonl"):
                    tar.add(case, arcname=f"{f.name}/cases/{case.name}")
    for name in ("environment.json", "summary.json", "backends.txt"):
        if (out / name).exists() and out != to:
            (to / name).write_bytes((out / name).read_bytes())


def triaged_case_files(results: Path) -> list[Path]:
    """The case files of the results to triage; read leniently (only the outcome and the case
    file's name), so that a torn or partial record of an interrupted run costs only itself."""
    found = []
    if not results.exists():
        return found
    with open(results, encoding="utf-8", errors="replace") as f:
        for line in f:
            try:
                record = json.loads(line)
            except ValueError:  # a torn last line of an interrupted run
                continue
            case = results.parent / "cases" / Path(record.get("case_file") or "").name
            if record.get("outcome") in TRIAGED and record.get("case_file") and case.exists():
                found.append(case)
    return found


def available(listing: str, backends: list[str]) -> tuple[list[str], dict[str, str]]:
    """The backends ``dmlconf backends`` lists as available, and why each other one is not."""
    states = {}
    for line in listing.splitlines():
        parts = line.split(None, 2)
        if len(parts) >= 2:
            states[parts[0]] = (parts[1], parts[2] if len(parts) > 2 else "")
    ready = [b for b in backends if states.get(b, ("",))[0] == "available"]
    absent = {b: " ".join(states.get(b, ("", "not listed"))).strip() for b in backends if b not in ready}
    return ready, absent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.gpu_run", description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", required=True, type=Path, help="the folder the results go to")
    parser.add_argument("--backends", default="torch:cuda,jax:gpu,cupy,onnxruntime:cuda",
                        help="comma-separated backend labels (one that is unavailable is probed and recorded)")
    parser.add_argument("--budget", type=float, default=420.0, help="seconds after which no run starts, and "
                        "running ones are interrupted")
    parser.add_argument("--grace", type=float, default=20.0, help="seconds an interrupted run has to write its results")
    parser.add_argument("--cores", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--shards", type=int, default=8, help="the dev profile's slices")
    parser.add_argument("--operator", action="append", default=[], help="only these operators (a smoke run)")
    parser.add_argument("--phases", default=",".join(PHASES), help="which of ci, dev and large to run (default: all)")
    parser.add_argument("--force", action="store_true", help="delete what an earlier run left in --out first")
    parser.add_argument("--pack-to", type=Path, help="a folder for one .tar.gz per backend (the case files of "
                        "the results to triage only), environment.json, summary.json and backends.txt")
    args = parser.parse_args(argv)
    if args.out.exists() and any(args.out.iterdir()):
        if not args.force:  # its run folders would be refused one by one, each in two seconds
            print(f"gpu_run: {args.out} holds an earlier run's results: --force deletes them", file=sys.stderr)
            return 2
        shutil.rmtree(args.out)
    args.out.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ)
    # several processes share one GPU: JAX must not take 75% of its memory up front in each
    env.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")
    env["PYTHONPATH"] = os.pathsep.join(p for p in (env.get("PYTHONPATH"), str(ROOT)) if p)
    described = environment()
    (args.out / "environment.json").write_text(json.dumps(described, indent=2) + "\n")
    print(json.dumps(described, indent=2), flush=True)
    listing = subprocess.run([sys.executable, "-m", "conformance", "backends"], capture_output=True, text=True,
                             cwd=ROOT, env=env, timeout=600)
    (args.out / "backends.txt").write_text(listing.stdout + listing.stderr)
    print(listing.stdout + listing.stderr, flush=True)
    backends, absent = available(listing.stdout, [b for b in args.backends.split(",") if b])
    selection = [f"--operator={op}" for op in args.operator]
    phases = tuple(p for p in args.phases.split(",") if p)
    if set(phases) - set(PHASES):
        print(f"gpu_run: --phases takes {', '.join(PHASES)}, not {args.phases}", file=sys.stderr)
        return 2
    queues = plan(backends, args.out, args.cores, args.shards, selection, phases)
    records = execute(queues, args.budget, args.grace, env)
    summary = {"budget_s": args.budget, "cores": args.cores, "absent": absent, "runs": records}
    (args.out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    if args.pack_to:
        pack(args.out, backends, args.pack_to)
    return 0


if __name__ == "__main__":
    sys.exit(main())
