"""benchmarks/gpu_run.py, the recipe that runs the GPU configurations on a device machine in a
time budget (docs/gpu-runs/README.md): what it plans, what it packs, and a short run here with
a GPU backend absent."""

from __future__ import annotations

import json
import subprocess
import sys
import tarfile
from pathlib import Path

from benchmarks import gpu_run

ROOT = Path(__file__).resolve().parent.parent

LISTING = """backend                   state      device                             claims  versions
reference                 available  cpu (x86_64)                       6_4     numpy 2.5.2
torch:cuda                available  cuda (NVIDIA H200)                 6_4     torch 2.11.0+cu130, cuda 13.0
onnxruntime:cuda          absent     CUDAExecutionProvider is not in this onnxruntime build (CPUExecutionProvider)
"""


def test_the_backends_listed_available_run_and_the_others_say_why():
    ready, absent = gpu_run.available(LISTING, ["torch:cuda", "onnxruntime:cuda", "cupy"])
    assert ready == ["torch:cuda"]
    assert absent["onnxruntime:cuda"].startswith("absent CUDAExecutionProvider is not in this onnxruntime build")
    assert absent["cupy"] == "not listed"


def test_each_backend_runs_ci_then_the_dev_shards_then_large_on_its_share_of_the_cores(tmp_path):
    assert [r.phase for r in gpu_run.plan(["cupy"], tmp_path, 2, 2, [], ("ci", "large"))["cupy"]] == ["ci", "large"]
    queues = gpu_run.plan(["torch:cuda", "cupy"], tmp_path, cores=16, shards=3, selection=[])
    torch_runs = queues["torch:cuda"]
    assert [r.phase for r in torch_runs] == ["ci", "dev-1/3", "dev-2/3", "dev-3/3", "large"]
    assert "--jobs=8" in torch_runs[0].argv and "--shard=2/3" in torch_runs[2].argv
    assert any(a.endswith("tests/peers/torch.expectations.yaml") for a in torch_runs[0].argv)  # the twin's findings
    assert any(a.endswith("tests/peers/cupy.expectations.yaml") for a in queues["cupy"][0].argv)
    assert torch_runs[-1].argv[-3:] == ["-k", "test_large", "--memory-limit=16GiB"] and "--jobs=4" in torch_runs[-1].argv
    assert len({r.folder for runs in queues.values() for r in runs}) == 10  # a folder each


def test_the_pack_carries_the_case_files_to_triage_only(tmp_path):
    folder = tmp_path / "work" / "cupy.ci"
    (folder / "cases").mkdir(parents=True)
    lines = []
    for n, outcome in enumerate(["PASS", "FAIL", "OBSERVED", "CRASH", "WAIVED"]):
        case = folder / "cases" / f"case-{n}.json"
        case.write_text("{}")
        lines.append(json.dumps({"case_id": f"c{n}", "outcome": outcome, "case_file": str(case)}))
    (folder / "results.jsonl").write_text("\n".join(lines) + '\n{"case_id": "torn", "outc')
    (tmp_path / "work" / "summary.json").write_text("{}")
    gpu_run.pack(tmp_path / "work", ["cupy"], tmp_path / "out")
    with tarfile.open(tmp_path / "out" / "cupy.tar.gz") as tar:
        names = sorted(tar.getnames())
    assert names == ["cupy.ci/cases/case-1.json", "cupy.ci/cases/case-3.json", "cupy.ci/cases/case-4.json",
                     "cupy.ci/results.jsonl"]
    assert (tmp_path / "out" / "summary.json").exists()


def test_a_short_run_records_an_absent_gpu_backend_and_a_finished_ci(tmp_path):
    work, out = tmp_path / "work", tmp_path / "out"
    done = subprocess.run([sys.executable, "-m", "benchmarks.gpu_run", "--out", str(work), "--pack-to", str(out),
                           "--backends", "reference,cupy", "--budget", "240", "--grace", "10", "--shards", "1",
                           "--operator", "ARGMAX", "--cores", "2", "--phases", "ci"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    summary = json.loads((out / "summary.json").read_text())
    assert "cupy" in summary["absent"]
    ci = next(r for r in summary["runs"] if r["phase"] == "ci")
    assert ci["backend"] == "reference" and ci["completed"] and ci["exit_code"] == 0
    assert [r["phase"] for r in summary["runs"]] == ["ci"]  # --phases ci: no dev shard, no large
    assert (out / "reference.tar.gz").exists() and json.loads((out / "environment.json").read_text())["python"]
    again = subprocess.run([sys.executable, "-m", "benchmarks.gpu_run", "--out", str(work), "--backends", "reference"],
                           cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert again.returncode == 2 and "--force" in again.stderr  # an earlier run's folder is not reused silently
