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


def test_the_draft_covers_nine_tenths_of_each_element_wise_and_activation_spec(tmp_path):
    """``python -m benchmarks.draft_coverage``: the drafts of the element-wise and activation pages
    hold at least 90% of the items their finished specs transcribe (needs the doc pages)."""
    import json

    import pytest
    from doc_pages import DOCS, HAVE_DOCS, NO_DOCS

    if not HAVE_DOCS:
        pytest.skip(NO_DOCS)
    out = tmp_path / "coverage.json"
    proc = subprocess.run([sys.executable, "-m", "benchmarks.draft_coverage", "--docs", str(DOCS / "directml"),
                           "--json", str(out)], capture_output=True, text=True, timeout=300,
                          cwd=Path(__file__).resolve().parent.parent)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    result = json.loads(out.read_text())
    element_wise = result["summary"]["element-wise/activation"]
    assert element_wise["specs"] >= 70, element_wise
    assert element_wise["share"] >= 0.9, proc.stdout
    assert "element-wise/activation" in proc.stdout and "most often missed" in proc.stdout
