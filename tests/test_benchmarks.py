"""The benchmark script runs and prints its ratios (a smoke run: nothing is timed here)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "bench_reference.py"


def test_benchmark_smoke_run_prints_ratios():
    proc = subprocess.run([sys.executable, str(SCRIPT), "--quick"], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "argmax on FLOAT32" in proc.stdout and "max pooling + indices" in proc.stdout
    assert "numpy" in proc.stdout and "reference =" in proc.stdout
