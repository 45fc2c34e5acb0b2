"""Mutation score: the generated suite, under the ``ci`` profile, must catch every planted bug.

Each mutant in ``tests/mutants.py`` is the reference backend with one bug. The generated
suite runs against it (stopping at the first failure) in a subprocess; the mutant is caught
when some case FAILs. The score is printed, and anything below 100% fails this test.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from mutants import MUTANTS

from conformance.cli import GENERATED

ROOT = Path(__file__).resolve().parent.parent


def run_suite(mutant: str, out: Path) -> tuple[str, str | None]:
    """(mutant, the first case that caught it or None)."""
    cmd = [sys.executable, "-m", "pytest", str(GENERATED), "-x", "-q", "-p", "mutants", "-p", "no:cacheprovider",
           f"--dml-backend=mutant:{mutant}", "--dml-profile=ci", f"--dml-out={out}"]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT / "tests"), str(ROOT)]))
    subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    results = out / "results.jsonl"
    records = [json.loads(line) for line in results.read_text().splitlines()] if results.exists() else []
    caught = next((r for r in records if r["outcome"] == "FAIL"), None)
    return mutant, caught and f"{caught['details'].get('test', caught['case_id'])}: {caught['message'][:100]}"


def test_generated_suite_catches_every_mutant(tmp_path, capsys):
    assert len(MUTANTS) >= 12
    with ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
        caught = dict(pool.map(lambda m: run_suite(m, tmp_path / m), sorted(MUTANTS)))
    with capsys.disabled():
        print(f"\nmutation score: {sum(1 for c in caught.values() if c)}/{len(MUTANTS)} planted bugs caught "
              "by the generated suite (profile ci)")
        for name in sorted(MUTANTS):
            print(f"  {'caught' if caught[name] else 'MISSED':<7} {name:<28} {MUTANTS[name]}")
            if caught[name]:
                print(f"          by {caught[name]}")
    missed = [m for m, c in caught.items() if not c]
    assert not missed, f"the generated suite misses {missed}"
