"""CI's seconds per operator, and what 177 operators would take: read from a CI run's own
record, never timed here.

    python -m benchmarks.ci_cost DIR

DIR is the folder ``.ci/run`` fills (it prints its path and runs this at its end):
``stages.tsv`` (each stage's name and wall seconds, as ``.ci/run`` measured them), ``pytest.xml``
(the project's tests, junit) and the DirectML runs' results. Each stage's wall time is split
into a part that grows with the operators and a fixed part:

- the project's tests: by the junit times of their test cases, the generated modules
  (``conformance/generated/``, one per operator) and the mutation tests (each mutant runs the
  modules of the kinds it reaches: linear in the operators) per operator, the rest fixed;
- the conformance runs on DirectML, the emitted tests' check, the coverage and doc checks:
  all per operator (an overestimate: each has a few seconds of start);
- installing and setting up the stacks: fixed.

The projection scales the per-operator part by 177 / today's operators: DirectML.h's operators,
each assumed to cost today's mean.
"""

from __future__ import annotations

import argparse
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

TARGET_OPERATORS = 177  # DirectML.h's operators
BUDGET_S = 50 * 60  # issue 37: 177 operators within 50 minutes of CI
FIXED_STAGES = ("install", "setup")
PER_OPERATOR_TESTS = ("conformance.generated.", "tests.test_mutation")


def read_stages(path: Path) -> list[tuple[str, float]]:
    stages = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        name, _, seconds = line.partition("\t")
        try:
            stages.append((name.strip(), float(seconds)))
        except ValueError:
            raise SystemExit(f"{path}:{number}: not 'stage<TAB>seconds': {line!r}") from None
    return stages


def test_seconds(junit: Path) -> tuple[float, float]:
    """(seconds of the tests that grow with the operators, seconds of all tests), summed over
    the junit test cases (every worker's)."""
    grows = total = 0.0
    for case in ET.parse(junit).getroot().iter("testcase"):
        seconds = float(case.get("time") or 0)
        total += seconds
        if case.get("classname", "").startswith(PER_OPERATOR_TESTS):
            grows += seconds
    return grows, total


def split(stages, junit: Path | None) -> list[tuple[str, float, float]]:
    """(stage, wall seconds, of which per operator) for each stage."""
    rows = []
    for name, seconds in stages:
        if name in FIXED_STAGES:
            share = 0.0
        elif name == "pytest":
            if junit is None or not junit.is_file():
                raise SystemExit(f"the pytest stage has no junit file at {junit}")
            grows, total = test_seconds(junit)
            share = grows / total if total else 0.0
        else:
            share = 1.0
        rows.append((name, seconds, seconds * share))
    return rows


def operator_count() -> int:
    from conformance.spec import load_specs

    return len(load_specs().operators)


def report(rows, operators: int, out=sys.stdout) -> float:
    """Prints the table and the projection; returns the projected seconds."""
    print(f"{'stage':<28}{'wall s':>10}{'per operator s':>16}{'fixed s':>10}", file=out)
    for name, seconds, grows in rows:
        print(f"{name:<28}{seconds:>10.0f}{grows / operators:>16.2f}{seconds - grows:>10.0f}", file=out)
    wall = sum(s for _, s, _ in rows)
    grows = sum(g for _, _, g in rows)
    projected = wall - grows + grows * TARGET_OPERATORS / operators
    print(f"{'total':<28}{wall:>10.0f}{grows / operators:>16.2f}{wall - grows:>10.0f}", file=out)
    verdict = "fits" if projected <= BUDGET_S else "does not fit"
    print(f"{operators} operators: {wall / 60:.1f} min; each added operator {grows / operators:.1f} s; "
          f"{TARGET_OPERATORS} operators: {projected / 60:.1f} min ({verdict} in {BUDGET_S // 60} min)", file=out)
    # the bound where every stage but install and setup grows (tests that loop over the specs
    # inside one test case are counted as fixed above)
    growing = sum(s for n, s, _ in rows if n not in FIXED_STAGES)
    bound = wall - growing + growing * TARGET_OPERATORS / operators
    print(f"at most {bound / 60:.1f} min if every project test grew with the operators too", file=out)
    return projected


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.ci_cost", description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, help="the folder .ci/run filled (stages.tsv, pytest.xml)")
    parser.add_argument("--operators", type=int, help="the operators the run covered (default: the specs')")
    args = parser.parse_args(argv)
    stages = args.folder / "stages.tsv"
    if not stages.is_file():
        raise SystemExit(f"{stages}: no such file (.ci/run writes it)")
    rows = split(read_stages(stages), args.folder / "pytest.xml")
    report(rows, args.operators or operator_count())
    return 0


if __name__ == "__main__":
    sys.exit(main())
